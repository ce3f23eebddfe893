import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// A reader that says how far it has got, so that a viewer can show a
/// large recording loading.
struct RecordingFileProgressTests {
  @Test func `reading reports the bytes read, per MiB, up to the file's size`() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url("big.dobby.jsonl")
    let report = Fixture.synthetic(count: 30_000)
    try report.save(to: url)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    #expect(size > 2 << 20, "the file should span several MiB (was \(size) bytes)")

    var calls: [(read: Int, total: Int)] = []
    let loaded = try VerificationReport(contentsOf: url) { calls.append(($0, $1)) }

    #expect(loaded.timeline.count == 30_000)
    #expect(calls.first?.read == 0)
    #expect(calls.last?.read == size)
    #expect(calls.allSatisfy { $0.total == size })
    #expect(zip(calls, calls.dropFirst()).allSatisfy { $0.read <= $1.read })
    // About one call per MiB, plus the first and the last.
    #expect(calls.count >= size >> 20 && calls.count <= (size >> 20) + 3, "\(calls.count) calls")
  }

  @Test func `a file that cannot be read throws without reporting`() throws {
    let directory = try TemporaryDirectory()
    var calls = 0
    #expect(throws: RecordingFileError.self) {
      _ = try VerificationReport(contentsOf: directory.url("missing.dobby.jsonl")) { _, _ in
        calls += 1
      }
    }
    #expect(calls == 0)
  }
}

import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyRecording

/// Reading a file measures its lines as it goes: a line too long is
/// refused without reading the rest of the file.
struct FileSystemTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// The bytes this process has read through system calls so far, where
  /// the system tells (Linux); `nil` elsewhere.
  private func bytesRead() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else {
      return nil
    }
    let line = text.split(separator: "\n").first { $0.hasPrefix("rchar:") }
    return line.flatMap { Int($0.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) }
  }

  @Test(arguments: [1, 7, 1000])
  func `a line over the limit is refused at its number, however the reads fall`(
    line: Int
  ) throws {
    var text = ""
    for n in 1..<line { text += "line \(n)\n" }
    text += String(repeating: "x", count: 1005) + "\n" + "after\n"
    let url = try directory.write(Array(text.utf8))
    let limit = 1000
    #expect(throws: RecordingFileError.Problem.lineTooLongAt(line)) {
      try FileSystem.contents(of: url.path, maxLineBytes: limit)
    }
    // Within the slack of a line break and a byte-order mark, not refused
    // here: the decoder's exact check applies.
    let fits = String(repeating: "x", count: limit + 4) + "\n"
    let fitting = try directory.write(Array(fits.utf8), to: "fits.dobby.jsonl")
    #expect(try FileSystem.contents(of: fitting.path, maxLineBytes: limit).count == fits.utf8.count)
  }

  @Test(.timeLimit(.minutes(1)))
  func `a 2 GiB file of one line is refused after reading little of it`() throws {
    let url = directory.url("huge.dobby.jsonl")
    // Sparse: 2 GiB of zero bytes, no line break, taking no space on disk.
    let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    try #require(fd >= 0)
    #expect(ftruncate(fd, off_t(RecordingFormat.maxFileBytes)) == 0)
    close(fd)
    let before = bytesRead()
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(error.description == "\(url.path):1: line longer than 16777216 bytes")
    if let before, let after = bytesRead() {
      // The limit and a read or two past it, never the whole file (other
      // tests read files at the same time: the bound leaves them room).
      #expect(after - before < 1 << 30, "read \(after - before) bytes")
    }
  }
}

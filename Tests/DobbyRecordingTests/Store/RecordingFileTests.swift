import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyRecording

/// `RecordingFile`: the report a file holds, and its JSON written from its
/// own lines only when they are what the encoder writes today.
struct RecordingFileTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func json(of recording: RecordingFile) -> String {
    var bytes: [UInt8] = []
    recording.writeJSON { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func `a saved recording's JSON from its lines is the report's JSON`() throws {
    let report = Fixture.paysThenMails()
    let url = directory.url("checkout.dobby.jsonl")
    try report.save(to: url)
    let recording = try RecordingFile(contentsOf: url)
    #expect(recording.report == report)
    #expect(json(of: recording) == report.rendered(as: .json))
  }

  @Test func `a large recording's JSON from its lines is the report's JSON`() throws {
    // Past the 1 MiB chunk, so that chunking is covered too.
    var report = Fixture.paysThenMails()
    let entry = report.timeline[0]
    report.timeline = (0..<6_000).map { step in
      var copy = entry
      copy.step = TimelineStep(index: step)
      copy.timestamp = UInt64(step + 1)
      copy.index = step
      return copy
    }
    report.firstDivergence = 1
    let url = directory.url("large.dobby.jsonl")
    try report.save(to: url)
    let recording = try RecordingFile(contentsOf: url)
    let expected = report.rendered(as: .json)
    #expect(expected.utf8.count > 1 << 20)
    #expect(json(of: recording) == expected)
  }

  @Test func `a file with CRLF line ends, a BOM and blank lines gives the same JSON`() throws {
    let report = Fixture.paysThenMails()
    let clean = try RecordingEncoder.encode(report)
    var messy: [UInt8] = [0xEF, 0xBB, 0xBF]
    for line in clean.split(separator: 0x0A) {
      messy += Array(line) + [0x0D, 0x0A, 0x20, 0x0A]
    }
    let recording = try RecordingFile(contentsOf: try directory.write(messy))
    #expect(json(of: recording) == report.rendered(as: .json))
  }

  @Test func `a file from another writer is encoded afresh`() throws {
    let report = Fixture.paysThenMails()
    var text = String(decoding: try RecordingEncoder.encode(report), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #""writer":"\#(RecordingFormat.writer)""#, with: #""writer":"dobby 0.0.1""#)
    // A field this version does not know is not copied.
    text = text.replacingOccurrences(
      of: #"{"kind":"verification","#, with: #"{"kind":"verification","later":1,"#)
    let recording = try RecordingFile(contentsOf: try directory.write(Array(text.utf8)))
    #expect(recording.report == report)
    #expect(json(of: recording) == report.rendered(as: .json))
    #expect(!json(of: recording).contains("later"))
  }

  @Test func `a recording cut short is encoded afresh and says it is incomplete`() throws {
    let report = Fixture.paysThenMails()
    let bytes = try RecordingEncoder.encode(report)
    let lines = bytes.split(separator: 0x0A)
    let cut = lines.dropLast().map { Array($0) + [0x0A] }.joined()
    let recording = try RecordingFile(contentsOf: try directory.write(Array(cut)))
    #expect(!recording.report.isComplete)
    let json = json(of: recording)
    #expect(json == recording.report.rendered(as: .json))
    #expect(json.contains(#""complete":false"#))
  }

  @Test func `a file that is not a recording fails with one line naming it`() throws {
    let url = try directory.write(Array("not json\n".utf8), to: "bad.dobby.jsonl")
    #expect {
      _ = try RecordingFile(contentsOf: url)
    } throws: { error in
      let text = "\(error)"
      return text.contains("bad.dobby.jsonl:1:") && !text.contains("\n")
    }
  }
}

import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// A recording cut short loads what it has and says it is incomplete.
struct RecordingFileTruncationTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func load(_ bytes: some Sequence<UInt8>) throws -> VerificationReport {
    try VerificationReport(contentsOf: try directory.write(Array(bytes)))
  }

  @Test func `a file cut in the middle of an interaction line loads as incomplete`() throws {
    let full = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let lines = full.split(separator: 0x0A, omittingEmptySubsequences: false)
    // Through the first interaction line, then half of the second.
    let kept = lines.prefix(11).map { Array($0) + [0x0A] }.joined()
    let cut = Array(kept) + lines[11].prefix(lines[11].count / 2)
    let report = try load(cut)
    let expected = Fixture.paysThenMails()
    #expect(!report.isComplete)
    #expect(report.incompleteAtLine == 12)
    #expect(!report.passed)
    #expect(report.timeline == Array(expected.timeline.prefix(1)))
    #expect(report.mismatches == expected.mismatches)
    #expect(report.firstDivergence == 1)
    let text = report.plainText(PlainTextOptions(basePath: "/src"))
    #expect(
      text.hasPrefix(
        "dobby: CheckoutTests.pays then mails FAILED (strict, ordered) "
          + "(incomplete: the file ends at line 12) - "
          + "1 interaction from 2 recorders, 3 expectations, 4 mismatches\n"))
  }

  /// Every cut length, in 16 interleaved parts: a test case holds a
  /// thread of the shared pool while it runs, and tests that wait on tasks
  /// need it back soon.
  @Test(arguments: 0..<16)
  func `a file cut at any byte after its header loads as a prefix of the report`(part: Int)
    throws
  {
    let full = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let expected = Fixture.paysThenMails()
    let headerEnd = try #require(full.firstIndex(of: 0x0A))
    for length in stride(from: headerEnd + 1 + part, to: full.count - 1, by: 16) {
      let report = try load(full.prefix(length))
      #expect(!report.isComplete, "cut at \(length)")
      #expect(report.recorders == Array(expected.recorders.prefix(report.recorders.count)))
      #expect(
        report.expectations == Array(expected.expectations.prefix(report.expectations.count)))
      #expect(report.mismatches == Array(expected.mismatches.prefix(report.mismatches.count)))
      #expect(report.timeline == Array(expected.timeline.prefix(report.timeline.count)))
    }
    // Without its last newline the file is still whole.
    #expect(try load(full.dropLast()) == expected)
  }

  @Test func `a file cut inside a multi-byte character is truncated, not invalid`() throws {
    let words = Recorder<String>(name: "words")
    words.record("café")
    let pattern = Pattern()
    pattern.expect("café", in: words)
    let report = pattern.check()
    let url = directory.url("cafe.dobby.jsonl")
    try report.save(to: url)
    let bytes = try Array(Data(contentsOf: url))
    let lastLine = try #require(bytes.dropLast().lastIndex(of: 0x0A))
    let interaction = try #require(bytes[..<lastLine].lastIndex(of: 0x0A))
    let accent = try #require(bytes[interaction...].lastIndex(of: 0xC3))
    let loaded = try load(bytes.prefix(accent + 1))
    #expect(!loaded.isComplete)
    #expect(loaded.timeline.isEmpty)
  }

  @Test func `a file that lost its verification line ends at its last line`() throws {
    let full = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let lines = full.split(separator: 0x0A)
    let report = try load(lines.dropLast().map { Array($0) + [0x0A] }.joined())
    #expect(!report.isComplete)
    #expect(report.incompleteAtLine == lines.count - 1)
    #expect(report.incompleteNote == "incomplete: the file ends at line \(lines.count - 1)")
    #expect(try load(full).incompleteAtLine == nil)
    #expect(try load(full).incompleteNote == nil)
  }

  @Test func `a saved incomplete report does not know where its first file ended`() throws {
    let full = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let cut = try #require(full.dropLast().lastIndex(of: 0x0A))
    let url = directory.url("again.dobby.jsonl")
    try load(full.prefix(cut + 1)).save(to: url)
    let again = try VerificationReport(contentsOf: url)
    #expect(!again.isComplete)
    #expect(again.incompleteAtLine == nil)
    #expect(again.incompleteNote == "recording incomplete")
  }

  @Test func `a report from a file cut short saves and loads back incomplete`() throws {
    let full = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let cut = try #require(full.dropLast().lastIndex(of: 0x0A))
    let loaded = try load(full.prefix(cut + 1))
    #expect(!loaded.isComplete)
    let json = loaded.rendered(as: .json)
    let verification =
      #"{"kind":"verification","passed":false,"firstDivergence":0,"complete":false}"#
    #expect(json.contains(verification))
  }

  @Test func `a cut header is an error, not an empty report`() throws {
    let full = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let url = try directory.write(Array(full.prefix(40)))
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(error.description == "\(url.path):1: not JSON: unexpected end of line at column 41")
  }

  @Test func `a cut line that is not the last one is an error`() throws {
    let text = Lines.file(
      Lines.header(), Lines.recorder, String(Lines.expectation().prefix(30)), Lines.verification)
    let url = try directory.write(Array(text.utf8))
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(error.description == "\(url.path):3: not JSON: unexpected end of line at column 31")
  }
}

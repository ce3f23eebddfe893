import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// A hostile or broken recording and the one line the reader answers with.
struct MalformedRecording: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  /// The line the error names; `nil` for the whole file.
  let line: Int?
  let message: String

  init(_ name: String, _ text: String, line: Int?, _ message: String) {
    self.init(name, Array(text.utf8), line: line, message)
  }

  init(_ name: String, _ bytes: [UInt8], line: Int?, _ message: String) {
    self.name = name
    self.bytes = bytes
    self.line = line
    self.message = message
  }

  var testDescription: String { name }
}

/// The lines of a small valid recording, to break one at a time.
enum Lines {
  static func header(
    version: String = "2", recorders: Int = 1, expectations: Int = 1, mismatches: Int = 0,
    interactions: Int = 1
  ) -> String {
    #"{"format":"dobby-recording","version":\#(version),"kind":"header","title":"t","#
      + #""strict":true,"ordered":true,"clockCut":2,"recorders":\#(recorders),"#
      + #""expectations":\#(expectations),"mismatches":\#(mismatches),"#
      + #""interactions":\#(interactions)}"#
  }

  static let site = #"{"fileID":"M/F.swift","filePath":"/F.swift","line":1,"column":1}"#
  static let recorder = #"{"kind":"recorder","id":0,"name":"n","valueType":"Int"}"#

  static func expectation(cardinality: String = #""once""#, site: String = site) -> String {
    #"{"kind":"expectation","id":1,"rule":"expect","recorder":0,"matcher":"== 1","#
      + #""cardinality":\#(cardinality),"matchCount":1,"callSite":\#(site)}"#
  }

  static func interaction(
    step: Int = 0, timestamp: String = "1", recorder: Int = 0, verdict: String = #"{"matched":1}"#,
    value: String = #"{"kind":"scalar","type":"Int","text":"1"}"#
  ) -> String {
    #"{"kind":"interaction","step":\#(step),"timestamp":\#(timestamp),"recorder":\#(recorder),"#
      + #""index":0,"verdict":\#(verdict),"callSite":\#(site),"value":\#(value)}"#
  }

  static let verification = #"{"kind":"verification","passed":true}"#

  /// The lines joined into a file, each ended by a newline.
  static func file(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// A valid file with its interaction line replaced.
  static func withInteraction(_ interaction: String) -> String {
    file(header(), recorder, expectation(), interaction, verification)
  }

  /// A valid file with `mismatch` added, and counted in the header.
  static func withMismatch(_ mismatch: String) -> String {
    file(header(mismatches: 1), recorder, expectation(), mismatch, interaction(), verification)
  }
}

struct RecordingFileMalformedTests {
  static let cases: [MalformedRecording] = [
    MalformedRecording(
      "empty file", "", line: nil, "empty file, expected a dobby-recording header line"),
    MalformedRecording(
      "blank lines only", "\n  \n\r\n", line: nil,
      "empty file, expected a dobby-recording header line"),
    MalformedRecording(
      "not JSON", "dobby\n", line: 1, "not JSON: unexpected character 'd' at column 1"),
    MalformedRecording(
      "not an object", "[1,2]\n", line: 1, "expected a JSON object, got an array"),
    MalformedRecording(
      "wrong format name", #"{"format":"\u001b[2Jother","version":1}"# + "\n", line: 1,
      #"not a dobby recording: "format" is "\u{1B}[2Jother", expected "dobby-recording""#),
    MalformedRecording(
      "missing header", Lines.file(Lines.recorder), line: 1,
      #"missing header: the first line must be {"format":"dobby-recording",...}"#),
    MalformedRecording(
      "newer version", Lines.file(Lines.header(version: "3")), line: 1,
      "recording version 3 is newer than this reader's version 2; update dobby to read it"),
    MalformedRecording(
      "older version", Lines.file(Lines.header(version: "0")), line: 1,
      "unsupported recording version 0 (this reader reads versions 1 to 2)"),
    MalformedRecording(
      "fractional version", Lines.file(Lines.header(version: "1.5")), line: 1,
      #""version" should be an integer, got a fractional number"#),
    MalformedRecording(
      "missing field", Lines.file(#"{"format":"dobby-recording","version":1}"#), line: 1,
      #"missing field "title" in header line"#),
    MalformedRecording(
      "wrong type", Lines.withInteraction(Lines.interaction(timestamp: "true")), line: 4,
      #""timestamp" should be an unsigned 64-bit integer, got true"#),
    MalformedRecording(
      "negative timestamp", Lines.withInteraction(Lines.interaction(timestamp: "-1")), line: 4,
      #""timestamp" should be an unsigned 64-bit integer, got an integer"#),
    MalformedRecording(
      "timestamp beyond 64 bits",
      Lines.withInteraction(Lines.interaction(timestamp: "\"18446744073709551616\"")),
      line: 4, #""timestamp" should be an unsigned 64-bit integer, got a string"#),
    MalformedRecording(
      "recorder out of range", Lines.withInteraction(Lines.interaction(recorder: 3)), line: 4,
      #""recorder" 3 is out of range (the recording has 1 recorder)"#),
    MalformedRecording(
      "expectation out of range",
      Lines.withInteraction(Lines.interaction(verdict: #"{"matched":2}"#)), line: 4,
      #""verdict.matched" 2 is out of range (the recording has 1 expectation)"#),
    MalformedRecording(
      "after names no earlier expectation",
      Lines.file(
        Lines.header(), Lines.recorder,
        Lines.expectation().replacingOccurrences(
          of: #""matchCount":1,"#, with: #""matchCount":1,"after":[1],"#),
        Lines.interaction(), Lines.verification), line: 3,
      #""after[0]" 1 is out of range (the recording has 0 earlier expectations)"#),
    MalformedRecording(
      "mismatch of a kind from a later version",
      Lines.withMismatch(
        #"{"kind":"mismatch","index":0,"code":"DOBBY-E099","mismatch":"forgotten"}"#), line: 4,
      #""mismatch" is "forgotten", expected one of unexpected, outOfOrder, rejected, unfulfilled, exceeded, unused"#
    ),
    MalformedRecording(
      "unused mismatch without its reaction",
      Lines.withMismatch(
        #"{"kind":"mismatch","index":0,"code":"DOBBY-E006","mismatch":"unused"}"#), line: 4,
      #"missing field "reaction" in mismatch line"#),
    MalformedRecording(
      "mismatch out of range",
      Lines.withInteraction(Lines.interaction(verdict: #"{"mismatch":0}"#)), line: 4,
      #""verdict.mismatch" 0 is out of range (the recording has 0 mismatches)"#),
    MalformedRecording(
      "unknown verdict", Lines.withInteraction(Lines.interaction(verdict: #""fine""#)), line: 4,
      #""verdict" is "fine", expected "ignored", {"matched": id} or {"mismatch": index}"#),
    MalformedRecording(
      "duplicate sequence number",
      Lines.file(
        Lines.header(interactions: 2), Lines.recorder, Lines.expectation(), Lines.interaction(),
        Lines.interaction(), Lines.verification), line: 5, #"duplicate "step" 0"#),
    MalformedRecording(
      "sequence gap", Lines.withInteraction(Lines.interaction(step: 5)), line: 4,
      #""step" 5 is out of sequence, expected 0"#),
    MalformedRecording(
      "more lines than declared",
      Lines.file(
        Lines.header(), Lines.recorder, Lines.expectation(), Lines.interaction(),
        Lines.interaction(step: 1)), line: 5,
      "more interaction lines than the 1 the header declares"),
    MalformedRecording(
      "fewer lines than declared",
      Lines.file(Lines.header(recorders: 2), Lines.recorder, Lines.expectation()), line: 3,
      "the header declares 2 recorder lines, but the file has 1"),
    MalformedRecording(
      "lines out of order",
      Lines.file(Lines.header(), Lines.recorder, Lines.expectation(), Lines.recorder), line: 4,
      "a recorder line cannot follow expectation lines"),
    MalformedRecording(
      "a second header", Lines.file(Lines.header(), Lines.header()), line: 2,
      "a second header line"),
    MalformedRecording(
      "line after the end", Lines.withInteraction(Lines.interaction()) + Lines.recorder + "\n",
      line: 6, "line after the closing verification line"),
    MalformedRecording(
      "count beyond the limit", Lines.file(Lines.header(interactions: 1_000_000_000_000)), line: 1,
      #""interactions" is 1000000000000, more than a recording can hold (10000000)"#),
    MalformedRecording(
      "negative count", Lines.file(Lines.header(mismatches: -1)), line: 1,
      #""mismatches" is -1, expected 0 or more"#),
    MalformedRecording(
      "nested field missing",
      Lines.file(Lines.header(), Lines.recorder, Lines.expectation(site: #"{"fileID":"F"}"#)),
      line: 3, #"missing field "callSite.filePath" in expectation line"#),
    MalformedRecording(
      "bad value kind",
      Lines.withInteraction(
        Lines.interaction(
          value: #"{"kind":"struct","type":"P","children":[{"kind":"weird","type":"T"}]}"#)),
      line: 4, #""value.children[0].kind" is "weird", not a value kind"#),
    MalformedRecording(
      "inverted cardinality range",
      Lines.file(
        Lines.header(), Lines.recorder, Lines.expectation(cardinality: #"{"between":[3,1]}"#)),
      line: 3, #""cardinality.between" must be [a, b] with integers 0 <= a <= b"#),
    MalformedRecording(
      "unknown cardinality",
      Lines.file(Lines.header(), Lines.recorder, Lines.expectation(cardinality: #""twice""#)),
      line: 3,
      #""cardinality" is "twice", expected "once", "never", {"exactly": n}, {"atLeast": n}, "#
        + #"{"atMost": n} or {"between": [a, b]}"#),
    MalformedRecording(
      "invalid UTF-8", Array(Lines.file(Lines.header()).utf8) + [0x7B, 0x22, 0xFF, 0x22, 0x7D],
      line: 2, "not JSON: invalid UTF-8 at column 3"),
    MalformedRecording(
      "raw control character", Lines.file(Lines.header(), "{\"kind\":\"a\u{7}\"}"), line: 2,
      "not JSON: control character U+0007 in a string at column 11"),
    MalformedRecording(
      "duplicate key", Lines.file(Lines.header(), #"{"kind":"recorder","kind":"x"}"#), line: 2,
      #"not JSON: duplicate key "kind" at column 20"#),
    MalformedRecording(
      "lone surrogate", Lines.file(Lines.header(), #"{"kind":"\udc00"}"#), line: 2,
      #"not JSON: unpaired surrogate in \u escape at column 10"#),
    MalformedRecording(
      "trailing garbage", Lines.file(Lines.header(), #"{"kind":"recorder"} x"#), line: 2,
      "not JSON: unexpected character 'x' at column 21 after the value"),
    MalformedRecording(
      "leading zero", Lines.withInteraction(Lines.interaction(timestamp: "01")), line: 4,
      "not JSON: unexpected character '1' at column 45 where ',' or '}' was expected"),
    MalformedRecording(
      "truncated header", #"{"format":"dobby-rec"#, line: 1,
      "not JSON: unexpected end of line at column 21"),
    MalformedRecording(
      "too deep",
      Lines.file(
        Lines.header(), String(repeating: "[", count: 300) + String(repeating: "]", count: 300)),
      line: 2, "JSON nested deeper than 256 levels"),
  ]

  @Test(arguments: cases)
  func `a malformed recording gives one exact line`(input: MalformedRecording) throws {
    let directory = try TemporaryDirectory()
    let url = try directory.write(input.bytes)
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    let place = url.path + (input.line.map { ":\($0)" } ?? "")
    #expect(error.description == "\(place): \(input.message)")
    #expect(error.line == input.line)
    #expect(!error.description.contains("\n"))
  }

  @Test func `the small valid file the cases break is valid`() throws {
    let directory = try TemporaryDirectory()
    let url = try directory.write(Array(Lines.withInteraction(Lines.interaction()).utf8))
    let report = try VerificationReport(contentsOf: url)
    #expect(report.passed && report.isComplete)
    #expect(report.timeline.map(\.verdict) == [.matched(expectation: 1)])
  }

  @Test func `unknown fields and unknown line kinds are ignored`() throws {
    let interaction = Lines.interaction().replacingOccurrences(
      of: #""step":0"#, with: #""step":0,"future":{"deep":[1,2,{"x":null}]}"#)
    let text = Lines.file(
      Lines.header(), #"{"kind":"annotation","note":"from a later version"}"#, Lines.recorder,
      Lines.expectation(), interaction, Lines.verification, #"{"kind":"trailer"}"#)
    let directory = try TemporaryDirectory()
    let report = try VerificationReport(contentsOf: try directory.write(Array(text.utf8)))
    #expect(report.isComplete && report.timeline.count == 1)
  }

  @Test func `CRLF line ends, a byte-order mark and blank lines are accepted`() throws {
    let text = Lines.withInteraction(Lines.interaction())
      .replacingOccurrences(of: "\n", with: "\r\n\n  \t\n")
    let directory = try TemporaryDirectory()
    let url = try directory.write([0xEF, 0xBB, 0xBF] + Array(text.utf8))
    let report = try VerificationReport(contentsOf: url)
    #expect(report.isComplete && report.passed && report.timeline.count == 1)
  }

  @Test func `a FIFO is refused without waiting for a writer`() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.url("pipe.dobby.jsonl")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: fifo)
    }
    #expect(error.description == "\(fifo.path): not a regular file")
  }

  @Test func `a missing or non-regular file is one line too`() throws {
    let directory = try TemporaryDirectory()
    let missing = directory.url("missing.dobby.jsonl")
    let notFound = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: missing)
    }
    #expect(notFound.description == "\(missing.path): cannot read: No such file or directory")
    let folder = URL(fileURLWithPath: directory.path)
    let notRegular = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: folder)
    }
    #expect(notRegular.description == "\(directory.path): not a regular file")
  }

  @Test func `a line over the byte limit is refused without being parsed`() throws {
    var bytes = Array(Lines.file(Lines.header()).utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: RecordingFormat.maxLineBytes + 1)
    bytes.append(0x0A)
    let directory = try TemporaryDirectory()
    let url = try directory.write(bytes)
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(error.description == "\(url.path):2: line longer than 16777216 bytes")
  }

  @Test func `more lines than the limit are refused at the first one too many`() throws {
    var bytes = Array(Lines.file(Lines.header(recorders: 0, expectations: 0, interactions: 0)).utf8)
    bytes += [UInt8](repeating: 0x0A, count: RecordingFormat.maxLines)
    let directory = try TemporaryDirectory()
    let url = try directory.write(bytes)
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(error.description == "\(url.path):10000001: more than 10000000 lines")
  }
}

extension RecordingFileMalformedTests {
  @Test func `an error about a hostile file names it and its text escaped, on one line`() throws {
    let hostile = String(String.UnicodeScalarView(HostileText.scalars))
    let directory = try TemporaryDirectory()
    let line =
      #"{"format":"dobby-recording","version":1,"writer":""# + hostile + "\"}\n" + hostile + "\n"
    let url = try directory.write(Array(line.utf8), to: "\u{1B}]0;x\u{7}.dobby.jsonl")
    #expect {
      try VerificationReport(contentsOf: url)
    } throws: { error in
      let text = String(describing: error)
      return !text.unicodeScalars.contains { DisplayText.isUnsafe($0) } && !text.contains("\n")
    }
  }
}

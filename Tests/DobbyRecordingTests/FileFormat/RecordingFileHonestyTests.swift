import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyRecording

/// A recording that contradicts itself, or states a number no reader can
/// hold, is refused in one line naming what is wrong.
struct RecordingFileHonestyTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// A failed recording whose closing line was edited to say it passed.
  private func lyingRecording() throws -> (url: URL, lines: Int) {
    let url = directory.url("lying.dobby.jsonl")
    let report = Fixture.paysThenMails()
    #expect(!report.passed && report.mismatches.count == 4)
    try report.save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    let lying = text.replacingOccurrences(of: #""passed":false"#, with: #""passed":true"#)
    #expect(lying != text)
    try Data(lying.utf8).write(to: url)
    return (url, lying.split(separator: "\n").count)
  }

  @Test func `a closing line that says passed over mismatches is refused`() throws {
    let (url, lines) = try lyingRecording()
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(
      error.description
        == #"\#(url.path):\#(lines): "passed" is true, but the recording holds 4 mismatches"#
    )
  }

  @Test func `its summary is refused too, so a list never shows it as passed`() throws {
    let (url, _) = try lyingRecording()
    let error = try #require(throws: RecordingFileError.self) {
      try RecordingSummary(contentsOf: url)
    }
    #expect(
      error.description == #"\#(url.path): "passed" is true, but the recording holds 4 mismatches"#)
  }

  /// A report that contradicts itself, and why saving it is refused.
  struct Inconsistent: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var report: @Sendable () -> VerificationReport
    var reason: String

    static let all = [
      Inconsistent(
        testDescription: "it passed with mismatches",
        report: {
          var report = Fixture.paysThenMails()
          report.passed = true
          return report
        },
        reason: "it passed but holds 4 mismatches"),
      Inconsistent(
        testDescription: "a verdict names a mismatch it does not hold",
        report: {
          var report = Fixture.report(with: .unexpected)
          report.timeline[1].verdict = .mismatch(5)
          return report
        },
        reason: "timeline[1].verdict is out of range"),
    ]
  }

  @Test(arguments: Inconsistent.all)
  func `an inconsistent report is not saved, and the error says why`(
    _ inconsistent: Inconsistent
  ) throws {
    let report = inconsistent.report()
    let url = directory.url("r.dobby.jsonl")
    let error = try #require(throws: RecordingFileError.self) { try report.save(to: url) }
    #expect(
      error.description
        == "\(url.path): cannot save an inconsistent report: \(inconsistent.reason)")
    #expect(try directory.files().isEmpty)
  }

  @Test(arguments: [
    (
      #""interactions":1}"#, #""interactions":9223372036854775808}"#, 1,
      #""interactions" is 9223372036854775808, more than a recording can hold (10000000)"#
    ),
    (
      #""mismatches":0,"#, #""mismatches":-9223372036854775809,"#, 1,
      #""mismatches" is -9223372036854775809, expected 0 or more"#
    ),
    (
      #""index":0,"verdict""#, #""index":9223372036854775808,"verdict""#, 4,
      #""index" is 9223372036854775808, outside the 64-bit integers "#
        + "(-9223372036854775808...9223372036854775807)"
    ),
  ])
  func `an integer beyond 64 bits is refused naming the range accepted`(
    field: String, replacement: String, line: Int, message: String
  ) throws {
    let text = Lines.withInteraction(Lines.interaction())
    #expect(text.contains(field))
    let url = try directory.write(
      Array(text.replacingOccurrences(of: field, with: replacement).utf8))
    let error = try #require(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    #expect(error.description == "\(url.path):\(line): \(message)")
  }
}

import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// The version-2 format, pinned by golden recordings: a change to what is
/// written, or to how it is read, fails here first. The version-1 goldens,
/// written before a step was named `step` (it was `seq`), must still load.
struct RecordingFileGoldenTests {
  /// `Tests/DobbyRecordingTests/FileFormat/Golden/checkout-v2.dobby.jsonl`.
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/checkout-v2.dobby.jsonl")

  /// The golden recording of `name` in format `version`.
  static func golden(_ name: String, version: Int) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/\(name)-v\(version).dobby.jsonl")
  }

  @Test(arguments: ["checkout", "explains"])
  func `a version-1 recording loads into the report its version-2 golden holds`(
    name: String
  ) throws {
    let old = try String(contentsOf: Self.golden(name, version: 1), encoding: .utf8)
    #expect(old.contains(#""version":1,"#) && old.contains(#"{"kind":"interaction","seq":0,"#))
    let loaded = try VerificationReport(contentsOf: Self.golden(name, version: 1))
    #expect(loaded == (try VerificationReport(contentsOf: Self.golden(name, version: 2))))
    #expect(loaded.timeline.map(\.step) == [1, 2])
  }

  @Test func `the golden version-2 recording loads into the expected report`() throws {
    let loaded = try VerificationReport(contentsOf: Self.golden)
    #expect(loaded == Fixture.paysThenMails())
    #expect(loaded.isComplete)
    #expect(loaded.title == "CheckoutTests.pays then mails")
    #expect(
      loaded.mismatches.map(\.code) == ["DOBBY-E001", "DOBBY-E003", "DOBBY-E004", "DOBBY-E004"])
  }

  @Test func `saving the expected report writes the golden bytes`() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url("checkout.dobby.jsonl")
    try Fixture.paysThenMails().save(to: url)
    let written = try String(contentsOf: url, encoding: .utf8)
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(written == golden)
  }

  @Test func `the format document shows the golden recording as its example`() throws {
    let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/Dobby/Dobby.docc/TheRecordingFormat.md")
    let text = try String(contentsOf: document, encoding: .utf8)
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(text.contains("```jsonl\n" + golden + "```\n"))
  }

  /// `Tests/DobbyRecordingTests/FileFormat/Golden/explains-v2.dobby.jsonl`: reasons and
  /// an unused stub reaction.
  static let explains = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/explains-v2.dobby.jsonl")

  @Test func `the golden recording with reasons and an unused reaction round-trips`() throws {
    let loaded = try VerificationReport(contentsOf: Self.explains)
    #expect(loaded == Fixture.reasons())
    #expect(
      loaded.expectations.map(\.reason) == [
        nil, "the receipt follows the payment", "mail is opt-in",
      ])
    #expect(loaded.mismatches.map(\.code) == ["DOBBY-E003", "DOBBY-E004", "DOBBY-E006"])
    #expect(loaded.mismatches.last?.reaction?.description == #"pricing.on(== "SKU-2")"#)
    let directory = try TemporaryDirectory()
    let url = directory.url("explains.dobby.jsonl")
    try Fixture.reasons().save(to: url)
    let written = try String(contentsOf: url, encoding: .utf8)
    #expect(written == (try String(contentsOf: Self.explains, encoding: .utf8)))
  }

  @Test func `a recording written before reasons and unused reactions still loads`() throws {
    // The checkout golden predates both: no expectation has a reason.
    let loaded = try VerificationReport(contentsOf: Self.golden)
    #expect(loaded.expectations.allSatisfy { $0.reason == nil })
    #expect(loaded.mismatches.allSatisfy { $0.reaction == nil && loaded.reason(of: $0) == nil })
    #expect(!loaded.plainText(Fixture.options).contains("because"))
  }

  @Test func `the format document shows the lines of reasons and an unused reaction`() throws {
    let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/Dobby/Dobby.docc/TheRecordingFormat.md")
    let text = try String(contentsOf: document, encoding: .utf8)
    let lines = try String(contentsOf: Self.explains, encoding: .utf8).split(separator: "\n")
    for line in lines where line.contains("reason") || line.contains(#""unused""#) {
      #expect(text.contains(line + "\n"), "\(line)")
    }
  }
}

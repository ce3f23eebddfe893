import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// The version-1 format, pinned by a golden recording: a change to what is
/// written, or to how it is read, fails here first.
struct RecordingFileGoldenTests {
  /// `Tests/DobbyRecordingTests/Lines/Golden/checkout-v1.dobby.jsonl`.
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/checkout-v1.dobby.jsonl")

  @Test func `the golden version-1 recording loads into the expected report`() throws {
    let loaded = try VerificationReport(contentsOf: Self.golden)
    #expect(loaded == RecordingFixture.checkout())
    #expect(loaded.isComplete)
    #expect(loaded.title == "CheckoutTests.pays then mails")
    #expect(
      loaded.mismatches.map(\.code) == ["DOBBY-E001", "DOBBY-E003", "DOBBY-E004", "DOBBY-E004"])
  }

  @Test func `saving the expected report writes the golden bytes`() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url("checkout.dobby.jsonl")
    try RecordingFixture.checkout().save(to: url)
    let written = try String(contentsOf: url, encoding: .utf8)
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(written == golden)
  }

  @Test func `the format document shows the golden recording as its example`() throws {
    let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Docs/RecordingFormat.md")
    let text = try String(contentsOf: document, encoding: .utf8)
    let golden = try String(contentsOf: Self.golden, encoding: .utf8)
    #expect(text.contains("```jsonl\n" + golden + "```\n"))
  }
}

import DobbyCore
import DobbyDemo
import DobbyRecording
import Foundation
import Testing

/// The In CI article's report is the demo's out-of-order scenario as a
/// failing test prints it (callers named, paths relative to the checkout),
/// line for line, so the article cannot drift from the demo's lines.
struct InCIArticleTests {
  /// The checkout's root directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of the article's first `text` block.
  static func firstReportBlock() throws -> [Substring] {
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/Dobby/Dobby.docc/InCI.md"),
      encoding: .utf8)
    let lines = article.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "```text"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    return Array(lines[(start + 1)..<end])
  }

  @Test func `the article's report is the out-of-order scenario's`() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dobby-in-ci-\(UInt64.random(in: 0...UInt64.max))").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (report, _) = try await DemoRecordings.record(
      .outOfOrder, in: RecordingStore(directory: directory))
    let text = report.plainText(PlainTextOptions(basePath: Self.root.path))
    let printed = text.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = try Self.firstReportBlock()
    #expect(shown.count > 10)
    #expect(Array(printed.prefix(shown.count)) == shown)
  }
}

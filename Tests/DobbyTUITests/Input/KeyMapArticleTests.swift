import DobbyTUI
import Foundation
import Testing

/// The debugger article's key table is the command table's: one source,
/// `KeyMap.bindings`, for the bindings, the help overlay and the docs.
struct KeyMapArticleTests {
  /// The table the article shows, generated from `KeyMap.bindings`.
  static func table() -> String {
    var lines = ["| keys | what they do |", "|---|---|"]
    for binding in KeyMap.bindings {
      let keys = binding.keys.map { "`\($0.label(ascii: false))`" }.joined(separator: " ")
      lines.append("| \(keys) | \(binding.help) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func `the debugger article lists every binding of the command table`() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/Dobby/Dobby.docc/TheDebugger.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let table = Self.table()
    #expect(
      text.contains("<!-- keys:begin -->\n" + table + "<!-- keys:end -->\n"),
      "TheDebugger.md's key table should be, between its markers:\n\(table)")
  }
}

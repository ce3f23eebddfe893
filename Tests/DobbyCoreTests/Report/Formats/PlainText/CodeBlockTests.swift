import DobbyTestSupport
import Testing

@testable import DobbyCore

/// `--plain` shows the code under the first divergence: the caller's lines
/// in a numbered gutter, with a caret under the call.
struct CodeBlockTests {
  static let path = "/src/Sources/Shop/Mailer.swift"

  /// The checkout scenario whose second step (the first mismatch) was
  /// called from `Mailer.swift:12`, column `column`, with lines 8 to 16 of
  /// that file carried.
  static func report(column: Int = 9, snippets: Bool = true) -> VerificationReport {
    var report = Fixture.sendsReceipt()
    var timeline = report.timeline
    timeline[1].caller = Caller(
      function: "Mailer.sendReceipt()",
      callSite: CallSite(fileID: "Shop/Mailer.swift", filePath: path, line: 12, column: column))
    report.timeline = timeline
    if snippets {
      report.sourceSnippets = [
        SourceSnippet(
          path: path, firstLine: 8,
          lines: [
            "  func sendReceipt() {", "    let body = receipt()", "", "    // send it",
            "    mailer.send(body)\t", "  }", "}", "", "extension Mailer {",
          ])
      ]
    }
    return report
  }

  static func lines(_ report: VerificationReport) -> [String] {
    report.plainText(PlainTextOptions(basePath: "/src")).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  @Test func `the caller's lines follow the called-from line, the call marked`() {
    let lines = Self.lines(Self.report())
    let called = lines.firstIndex { $0.hasPrefix("  called from:") } ?? 0
    #expect(
      lines[called...].prefix(8).joined(separator: "\n") == """
          called from: Sources/Shop/Mailer.swift:12 in Mailer.sendReceipt()
            10 |
            11 |     // send it
            12 |     mailer.send(body)
               |         ^
            13 |   }
            14 | }
          nearest:  E2 mailer == "receipt"   (Tests/CheckoutTests.swift:31)
        """)
  }

  @Test func `without a column the caret goes under the line's first character`() {
    let lines = Self.lines(Self.report(column: 0))
    #expect(lines.contains("       |     ^"))
  }

  @Test func `only the first divergence shows code, and none without the file's lines`() {
    #expect(Self.lines(Self.report()).filter { $0.hasSuffix("|     mailer.send(body)") }.count == 1)
    #expect(!Self.lines(Self.report(snippets: false)).contains { $0.contains(" | ") })
  }
}

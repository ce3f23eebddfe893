import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Foundation
import Testing

/// A `path:line` in the detail pane keeps its file name and line when the
/// pane is narrow: the directories are cut in the middle.
struct PlaceFitTests {
  @Test func `a narrow pane cuts the directories, not the file name or the line`() {
    let numbers = Recorder<Int>(name: "n")
    numbers.record(
      2, fileID: "M/AVeryLongFileNameForItsCallSite.swift",
      filePath: "/src/Sources/Some/Deeply/Nested/Folder/AVeryLongFileNameForItsCallSite.swift",
      line: 1234, column: 1)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    let report = ReportIndex(pattern.check())
    let screen = Screen.text(size: Screen.medium, report: report)
    let at = screen.split(separator: "\n").first { $0.contains(" at ") || $0.contains("│ at") }
    #expect(at?.contains("…/AVeryLongFileNameForItsCallSite.swift:1234") == true, "\(screen)")
    #expect(at?.contains("Sources/") == true, "\(screen)")
  }
}

/// A call site whose file name alone is wider than the detail pane keeps
/// its `:line` at every width the debugger supports.
struct LongCallSiteScreenTests {
  static func report() -> ReportIndex {
    let numbers = Recorder<Int>(name: "n")
    numbers.record(
      2, fileID: "M/ZFixtureWithAVeryLongNameForTheDebuggerDetailPaneCallSite.swift",
      filePath:
        "/src/Tests/DobbyTUITests/Fixtures/ZFixtureWithAVeryLongNameForTheDebuggerDetailPaneCallSite.swift",
      line: 1234, column: 1)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    return ReportIndex(pattern.check())
  }

  /// The detail pane's `at` line at `columns`, from its label on (`nil`
  /// when there is none).
  static func atLine(columns: Int) -> String? {
    let screen = Screen.text(size: Size(columns: columns, rows: 30), report: report())
    guard let line = screen.split(separator: "\n").first(where: { $0.contains("ZFixture") }),
      let label = line.range(of: "at       ")
    else { return nil }
    return String(line[label.lowerBound...]).trimmingCharacters(in: .whitespaces)
  }

  @Test(arguments: [
    (80, "at       …/ZFixtureWithAVeryLongN…eForTheDebuggerDetailPaneCallSite.swift:1234"),
    (120, "at       …/ZFixtureWithAVeryLon…eDebuggerDetailPaneCallSite.swift:1234"),
    (200, "at       …/ZFixtureWithAVeryLon…eDebuggerDetailPaneCallSite.swift:1234"),
  ])
  func `the at line keeps its line number`(columns: Int, expected: String) {
    #expect(Self.atLine(columns: columns) == expected)
  }
}

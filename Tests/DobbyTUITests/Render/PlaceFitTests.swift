import DobbyCore
import DobbyTUI
import DobbyTestSupport
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

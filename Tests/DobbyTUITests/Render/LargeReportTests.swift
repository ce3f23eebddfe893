import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// A million interactions: frames draw only the rows in view (how long
/// that takes is measured by the benchmark, not here).
struct LargeReportTests {
  @Test func `a million-step timeline opens, jumps to its end and draws the rows in view`() {
    let report = ReportIndex(Fixture.synthetic(count: 1_000_000, lanes: 8, mismatchEvery: 997))
    let size = Size(columns: 100, rows: 20)
    var state = DebuggerState(report: report, size: size)
    #expect(state.cursor == 996)
    state.handle(.character("G"), report: report)
    #expect(state.cursor == 999_999)
    state.handle(.character("["), report: report)
    let last = 1_000_000 / 997 * 997 - 1
    #expect(state.cursor == last)
    let text = render(state, report: report, size: size).text
    #expect(text.contains("mismatch 1003/1003"))
    #expect(text.contains("> #\(last + 1)"))
    #expect(text.contains("#\(last + 2)"))
    #expect(!text.contains("#1 "))
  }
}

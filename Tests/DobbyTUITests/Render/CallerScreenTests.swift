import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// The debugger shows the code that called the double, finds rows by its
/// name, and says when a verification timed out.
struct CallerScreenTests {
  /// The out-of-order scenario whose interactions were called from
  /// production code, after a 500 ms wait.
  static func report() -> ReportIndex {
    var report = Fixture.outOfOrder(at: .checkout)
    report.timeline[0].caller = Fixture.placeCaller
    report.timeline[1].caller = Caller(function: "Mailer.flush()", callSite: nil)
    report.timedOut = Timeout(milliseconds: 500, startTick: report.timeline[0].timestamp)
    return ReportIndex(report)
  }

  /// The detail pane's lines of `screen` (right of the divider).
  private func detail(_ screen: String) -> [String] {
    screen.split(separator: "\n").compactMap { line -> String? in
      guard let bar = line.lastIndex(of: "│") else { return nil }
      let text = line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces)
      return text.isEmpty ? nil : text
    }
  }

  @Test(arguments: [
    (Timeout.Ending.final(step: 1), "strict, ordered gave up after 12 ms"),
    (.cancelled, "strict, ordered cancelled after 12 ms"),
  ])
  func `the header says how a wait that ended early ended`(ending: Timeout.Ending, text: String) {
    var report = Self.report().report
    report.timedOut = Timeout(milliseconds: 12, startTick: 0, ending: ending)
    let header = Screen.text(after: [], report: ReportIndex(report)).split(separator: "\n")[0]
    #expect(header.contains(text), "\(header)")
  }

  @Test func `the detail pane names the caller and the header the timeout`() {
    let screen = Screen.text(after: [.character("g")], report: Self.report())
    let header = screen.split(separator: "\n")[0]
    #expect(header.contains("strict, ordered timed out after 500 ms"), "\(header)")
    #expect(detail(screen).contains("called   OrderService.place(_:)"), "\(screen)")
    #expect(detail(screen).contains("from     Sources/Shop/OrderService.swift:42"), "\(screen)")
    let second = Screen.text(after: [.character("g"), .character("j")], report: Self.report())
    #expect(detail(second).contains("called   Mailer.flush()"), "\(second)")
    #expect(!detail(second).contains { $0.hasPrefix("from ") }, "\(second)")
  }

  @Test func `search finds a row by the function that called the double`() {
    let state = Screen.state(
      after: [.character("g")] + Screen.typing("/flush") + [.enter], report: Self.report())
    #expect(state.cursor == 1)
  }
}

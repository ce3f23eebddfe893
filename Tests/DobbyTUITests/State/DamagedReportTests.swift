import DobbyCore
import DobbyTUI
import Testing

/// Reports the fuzzer made up, each of which once crashed the debugger: a
/// recording from another machine may name any step, expectation or count.
struct DamagedReportTests {
  static func damaged(_ id: Int) -> VerificationReport {
    let numbers = Recorder<[Int]>(name: "numbers")
    numbers.record([1, 2])
    numbers.record([3])
    let pattern = Pattern()
    pattern.expect(equals([1, 2]), in: numbers)
    var report = pattern.check()
    let (step, expectation) = (TimelineStep(index: id), ExpectationID(number: id))
    report.mismatches = Mismatch.Kind.allCases.map {
      Mismatch(
        kind: $0, step: step, expectation: expectation, due: expectation,
        nearestMiss: NearestMiss(expectation: expectation, step: step, differences: []))
    }
    report.timeline[0].verdict = .matched(expectation: expectation)
    report.timeline[1].value.elided = Int.max
    report.firstDivergence = step
    return report
  }

  @Test(arguments: [Int.min, -1, 0, 2, Int.max])
  func `every key and size draws a damaged report`(id: Int) {
    let index = ReportIndex(Self.damaged(id))
    let keys: [Key] = [
      .down, .up, .character("]"), .character("["), .end, .home, .enter, .character("%"),
      .character("?"), .escape, .tab, .tab, .character("&"), .character("1"), .enter,
    ]
    for size in [
      Size(columns: 120, rows: 30), Size(columns: 60, rows: 14), Size(columns: 40, rows: 10),
    ] {
      var state = DebuggerState(report: index, size: size)
      for key in keys {
        _ = state.handle(key, report: index)
        #expect(render(state, report: index, size: size).text.contains("FAILED"))
      }
    }
  }

  @Test func `filtering by an impossible recorder number is refused`() {
    let index = ReportIndex(Self.damaged(0))
    var state = DebuggerState(report: index, size: Size(columns: 120, rows: 30))
    for key in [Key.character("&")] + "-9223372036854775808".map(Key.character) + [.enter] {
      _ = state.handle(key, report: index)
    }
    #expect(
      render(state, report: index, size: Size(columns: 120, rows: 30)).text.contains("FAILED"))
  }
}

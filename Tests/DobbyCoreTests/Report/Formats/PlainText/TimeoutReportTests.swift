import DobbyCore
import DobbyTestSupport
import Testing

/// A report that failed at the deadline of a wait says so, and names what
/// arrived while it waited.
struct TimeoutReportTests {
  @Test func `a failed wait is labelled in the header, its own line and the headline`() {
    var report = Fixture.report(with: .unfulfilled)
    #expect(report.timeline.count == 1)
    report.timedOut = Timeout(milliseconds: 500, startTick: report.timeline[0].timestamp - 1)
    let lines = report.plainText(PlainTextOptions(basePath: "/src")).split(separator: "\n")
    #expect(
      lines[0]
        == "dobby: verification FAILED (nice, ordered) timed out after 500 ms - 1 interaction from "
        + "1 recorder, 1 expectation, 1 mismatch")
    #expect(lines[1] == "waited:  1 of 1 interaction arrived during the 500 ms wait: #1")
    #expect(report.headline?.hasSuffix(" - timed out after 500 ms") == true)
    let first = report.timeline[0].timestamp
    report.timedOut = Timeout(milliseconds: 500, startTick: first)
    #expect(
      report.plainText(PlainTextOptions()).split(separator: "\n")[1]
        == "waited:  0 of 1 interaction arrived during the 500 ms wait")
  }

  @Test func `check(within:) that fails at the deadline is marked, a passing one is not`() async {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(1)
    // Nice: the 1 is ignored, and a 2 recorded later could still pass.
    let late = Pattern(nice: true)
    late.expect(2, in: numbers)
    let failing = await late.check(within: .milliseconds(20))
    #expect(failing.timedOut?.milliseconds == 20)
    #expect((failing.timedOut?.startTick ?? .max) >= numbers.interactions[0].timestamp)
    let met = Pattern()
    met.expect(1, in: numbers)
    let passing = await met.check(within: .milliseconds(20))
    #expect(passing.passed && passing.timedOut == nil)
    let blocking = { late.check(within: .milliseconds(10)) }()  // the blocking form
    #expect(blocking.timedOut != nil)
  }

  @Test
  func `a wait that gave up or was cancelled says so in the header, its line and the headline`() {
    var report = Fixture.report(with: .unfulfilled)
    let tick = report.timeline[0].timestamp - 1
    report.timedOut = Timeout(milliseconds: 12, startTick: tick, ending: .final(step: 1))
    let lines = report.plainText(PlainTextOptions(basePath: "/src")).split(separator: "\n")
    #expect(lines[0].contains(" FAILED (nice, ordered) gave up after 12 ms - 1 interaction "))
    let step = "#1 \(report.recorders[0].name)(\(report.timeline[0].summary))"
    #expect(
      lines[1]
        == "waited:  1 of 1 interaction arrived during the 12 ms wait: #1; "
        + "gave up: \(step) can no longer be undone")
    #expect(
      report.headline?.hasSuffix(" - gave up after 12 ms: \(step) can no longer be undone") == true)
    report.timedOut = Timeout(milliseconds: 3, startTick: tick, ending: .cancelled)
    let cancelled = report.plainText(PlainTextOptions(basePath: "/src")).split(separator: "\n")
    #expect(cancelled[0].contains(" FAILED (nice, ordered) cancelled after 3 ms - "))
    #expect(
      cancelled[1] == "waited:  1 of 1 interaction arrived during the 3 ms wait: #1; cancelled")
    #expect(report.headline?.hasSuffix(" - cancelled after 3 ms") == true)
  }
}

import DobbyCore
import DobbyTestSupport
import Testing

/// Looking up a report's steps and expectations by their typed ids, which
/// a report read from a damaged file may name out of range.
struct VerificationReportLookupTests {
  @Test func `a step inside the timeline names its entry, any other step none`() {
    let report = Fixture.reasons()
    let first = report.entry(at: 1)
    #expect(first?.step == 1)
    #expect(first?.summary == "5")
    #expect(report.entry(at: 2)?.summary == #""spam""#)
    #expect(report.entry(at: TimelineStep(index: report.timeline.count)) == nil)
    #expect(report.entry(at: TimelineStep(index: -1)) == nil)
    #expect(report.entry(at: TimelineStep(index: .max)) == nil)
  }

  @Test func `an id of the pattern names its expectation, any other id none`() {
    let report = Fixture.reasons()
    #expect(report.expectation(1)?.matcher == "== 5")
    #expect(report.expectation(3)?.label == "E3")
    #expect(report.expectation(ExpectationID(number: 4)) == nil)
    #expect(report.expectation(ExpectationID(number: 0)) == nil)
    #expect(report.expectation(ExpectationID(number: .min)) == nil)
  }
}

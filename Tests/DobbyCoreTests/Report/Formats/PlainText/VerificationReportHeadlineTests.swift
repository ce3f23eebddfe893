import DobbyCore
import Testing

/// The one line a test framework prints first for a failed verification.
struct VerificationReportHeadlineTests {
  @Test func `the headline is the first mismatch with a count of the others`() {
    let numbers = Recorder<Int>(name: "numbers")
    for value in [7, 8, 1, 9] { numbers.record(value) }
    let pattern = Pattern(ordered: false)
    pattern.expect(1, in: numbers)
    let report = pattern.check()
    #expect(report.mismatches.map(\.kind) == [.unexpected, .unexpected, .unexpected])
    #expect(
      report.headline
        == "DOBBY-E001 unexpected: #1 numbers(7) matched no pending expectation (+2 more)")
  }

  @Test func `one mismatch has no count, and a passing report no headline`() {
    let numbers = Recorder<Int>(name: "numbers")
    let failing = Pattern()
    failing.expect(1, in: numbers)
    #expect(
      failing.check().headline
        == "DOBBY-E004 unfulfilled: E1 numbers == 1 expected once, matched 0 times")
    numbers.record(2)
    let pattern = Pattern()
    pattern.expect(2, in: numbers)
    #expect(pattern.check().headline == nil)
  }
}

import DobbyCore
import DobbyTestSupport
import Testing

/// The turn rule of nice ordered patterns: an interaction is ignored when
/// every expectation that accepts it is not yet due; every other one
/// counts.
struct TurnRuleTests {
  /// A nice ordered pattern of `matchers` (each `.once` unless given) on
  /// one recorder that recorded `values`.
  private func check(
    _ rules: [(Matcher<Int>, Cardinality)], against values: [Int]
  ) -> VerificationReport {
    let numbers = Recorder<Int>(name: "seq")
    for value in values { numbers.record(value) }
    let pattern = Pattern(nice: true, ordered: true)
    for (matcher, times) in rules { pattern.expect(matcher, in: numbers, times: times) }
    return pattern.check()
  }

  @Test func `an interaction before its turn is ignored: [a, b] passes b, a, b`() {
    let report = check([(equals(2), .once), (equals(3), .once)], against: [3, 2, 3])
    #expect(report.passed)
    #expect(
      report.timeline.map(\.verdict) == [
        .ignored, .matched(expectation: 1), .matched(expectation: 2),
      ])
  }

  @Test func `adding a later expectation never turns a pass into a failure`() {
    #expect(check([(equals(2), .once)], against: [3, 2, 3]).passed)
    #expect(check([(equals(2), .once), (equals(3), .once)], against: [3, 2, 3]).passed)
  }

  @Test func `[1 once, any() at least 0] passes 2, 1`() {
    let report = check([(equals(1), .once), (any(), .atLeast(0))], against: [2, 1])
    #expect(report.passed)
    #expect(report.timeline[0].verdict == .ignored)
  }

  @Test func `[any() never] fails 1 with exceeded`() {
    let report = check([(any(), .never)], against: [1])
    #expect(kinds(report) == [.exceeded])
    #expect(report.mismatches[0].step == 1)
  }

  @Test func `[any() once] fails 1, 1 with exceeded`() {
    let report = check([(any(), .once)], against: [1, 1])
    #expect(kinds(report) == [.exceeded])
    #expect(report.mismatches[0].step == 2)
  }

  @Test func `[a, b] fails a, b, a: an interaction after its turn counts`() {
    let report = check([(equals(2), .once), (equals(3), .once)], against: [2, 3, 2])
    #expect(!report.passed)
    // E1 has had its one interaction: the second `a` is one too many.
    #expect(kinds(report) == [.exceeded])
    #expect(report.mismatches[0].expectation == 1)
    #expect(report.mismatches[0].step == 3)
  }

  @Test func `[1, 2] against 3, 2, 1 is one unfulfilled E2 whose nearest miss came early`() {
    let report = check([(equals(1), .once), (equals(2), .once)], against: [3, 2, 1])
    #expect(kinds(report) == [.unfulfilled])
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.mismatches[0].nearestMiss?.step == 2)
    #expect(report.timeline.map(\.verdict) == [.ignored, .ignored, .matched(expectation: 1)])
    let text = report.plainText(PlainTextOptions(basePath: "/nowhere"))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasSuffix("error: DOBBY-E004 unfulfilled: E2 seq == 2 expected once, matched 0 times")
      })
    #expect(lines.contains { $0.hasPrefix("  nearest:  #2 seq(2)   (") })
    #expect(lines.contains("  early:    #2 matched it before its turn, so it was ignored"))
  }

  @Test func `a missing expectation is one mismatch, not one per starved follower`() {
    let report = check(
      [(equals(1), .once), (equals(2), .once), (equals(3), .once)], against: [2, 3])
    #expect(kinds(report) == [.unfulfilled])
    #expect(report.mismatches[0].expectation == 1)
    #expect(report.timeline.map(\.verdict) == [.matched(expectation: 2), .matched(expectation: 3)])
  }

  @Test(arguments: [1, 2, 8])
  func `overlapping bounded expectations keep few states and pass`(k: Int) {
    let n = 2_000
    let report = check(
      Array(repeating: (any(), .between(0...n)), count: k), against: Array(0..<n))
    #expect(report.passed)
    #expect(report.expectations.map(\.matchCount).reduce(0, +) == n)
  }
}

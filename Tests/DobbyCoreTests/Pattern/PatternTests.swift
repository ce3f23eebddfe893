import DobbyCore
import DobbyTestSupport
import Testing

/// Kinds of a report's mismatches, in order.
func kinds(_ report: VerificationReport) -> [Mismatch.Kind] { report.mismatches.map(\.kind) }

struct PatternTests {
  /// Records `values` on a recorder of numbers, expects each of `expected`
  /// on it once, in turn, then whatever `more` sets up, and checks `pattern`.
  func check(
    _ pattern: Pattern, recording values: [Int], expecting expected: [Int],
    then more: (Pattern, Recorder<Int>) -> Void = { _, _ in }
  ) -> VerificationReport {
    let numbers = Recorder<Int>()
    for value in values { numbers.record(value) }
    for value in expected { pattern.expect(value, in: numbers) }
    more(pattern, numbers)
    return pattern.check()
  }

  // MARK: No false failures

  @Test func `ordered at-least-any then equals passes on 1, 5`() {
    let numbers = Recorder<Int>()
    numbers.record(1)
    numbers.record(5)
    let pattern = Pattern()
    pattern.expect(any(), in: numbers, times: .atLeast(1))
    pattern.expect(equals(5), in: numbers)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.firstDivergence == nil)
    #expect(report.timeline.map(\.verdict) == [.matched(expectation: 1), .matched(expectation: 2)])
  }

  @Test func `unordered any and equals 1 passes on 1, 2`() {
    let numbers = Recorder<Int>()
    numbers.record(1)
    numbers.record(2)
    let pattern = Pattern(ordered: false)
    pattern.expect(any(), in: numbers)
    pattern.expect(equals(1), in: numbers)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.timeline.map(\.verdict) == [.matched(expectation: 2), .matched(expectation: 1)])
    #expect(report.expectations.map(\.matchCount) == [1, 1])
  }

  // MARK: Each mode passes

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `every mode passes a matching timeline across two recorders`(strict: Bool, ordered: Bool) {
    let first = Recorder<Int>(name: "fst")
    let second = Recorder<String>(name: "snd")
    first.record(1)
    second.record("a")
    first.record(2)
    let pattern = Pattern(strict: strict, ordered: ordered)
    pattern.expect(1, in: first)
    pattern.expect("a", in: second)
    pattern.expect(2, in: first)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.mode == PatternMode(strict: strict, ordered: ordered))
    #expect(report.recorders.map(\.name) == ["fst", "snd"])
    #expect(report.recorders.map(\.valueType) == ["Int", "String"])
    #expect(report.timeline.map(\.recorder) == [0, 1, 0])
  }

  // MARK: Unexpected

  @Test(arguments: [true, false])
  func `strict patterns report an unexpected interaction`(ordered: Bool) {
    let report = check(
      Pattern(strict: true, ordered: ordered), recording: [1, 9, 2], expecting: [1, 2])
    #expect(kinds(report) == [.unexpected])
    #expect(report.mismatches[0].step == 2)
    #expect(report.mismatches[0].code == "DOBBY-E001")
    #expect(report.firstDivergence == 2)
    #expect(report.timeline[1].verdict == .mismatch(0))
  }

  @Test(arguments: [true, false])
  func `nice patterns ignore interactions that match no expectation`(ordered: Bool) {
    let report = check(
      Pattern(nice: true, ordered: ordered), recording: [1, 9, 2], expecting: [1, 2])
    #expect(report.passed)
    #expect(report.timeline[1].verdict == .ignored)
  }

  @Test func `a watched recorder's interactions are unexpected in strict patterns`() {
    let numbers = Recorder<Int>(name: "numbers")
    let audit = Recorder<String>(name: "audit")
    numbers.record(1)
    audit.record("oops")
    let strict = Pattern()
    strict.expect(1, in: numbers)
    strict.watch(audit)
    #expect(kinds(strict.check()) == [.unexpected])
    #expect(strict.check().recorders.map(\.name) == ["numbers", "audit"])
    let nice = Pattern(nice: true)
    nice.expect(1, in: numbers)
    nice.watch(audit)
    #expect(nice.check().passed)
    // Without the watch the audit lane is not replayed at all.
    let verification = Pattern()
    verification.expect(1, in: numbers)
    #expect(verification.check().passed)
  }

  // MARK: Out of order

  @Test
  func `strict ordered patterns report an early interaction as out of order`() {
    let report = Fixture.Site.thing.outOfOrder(on: Pattern(strict: true, ordered: true))
    #expect(kinds(report) == [.outOfOrder])
    #expect(report.mismatches[0].code == "DOBBY-E002")
    #expect(report.mismatches[0].step == 1)
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.mismatches[0].due == 1)
    #expect(report.firstDivergence == 1)
    #expect(report.timeline[1].verdict == .matched(expectation: 1))
    #expect(report.expectations.map(\.matchCount) == [1, 1])
  }

  @Test
  func `nice ordered patterns ignore an early interaction and name it as the nearest miss`() {
    let report = Fixture.Site.thing.outOfOrder(on: Pattern(nice: true, ordered: true))
    #expect(kinds(report) == [.unfulfilled])
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.mismatches[0].nearestMiss?.step == 1)
    #expect(report.timeline[0].verdict == .ignored)
    #expect(report.timeline[1].verdict == .matched(expectation: 1))
    #expect(report.expectations.map(\.matchCount) == [1, 0])
  }

  @Test(arguments: [true, false])
  func `unordered patterns accept any order`(strict: Bool) {
    #expect(Fixture.Site.thing.outOfOrder(on: Pattern(strict: strict, ordered: false)).passed)
  }

  // MARK: Rejected

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `rejections fail in every mode`(strict: Bool, ordered: Bool) {
    let report = check(
      Pattern(strict: strict, ordered: ordered), recording: [1, 13], expecting: [1]
    ) { pattern, numbers in pattern.reject(13, in: numbers) }
    #expect(kinds(report) == [.rejected])
    #expect(report.mismatches[0].code == "DOBBY-E003")
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.mismatches[0].step == 2)
    #expect(report.expectations[1].kind == .reject)
  }

  @Test func `a rejection that nothing matches passes`() {
    let report = check(Pattern(), recording: [1], expecting: [1]) { pattern, numbers in
      pattern.reject(13, in: numbers)
    }
    #expect(report.passed)
  }

  // MARK: Unfulfilled

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `a missing interaction leaves its expectation unfulfilled`(strict: Bool, ordered: Bool) {
    let report = check(
      Pattern(strict: strict, ordered: ordered), recording: [1], expecting: [1, 2])
    #expect(kinds(report) == [.unfulfilled])
    #expect(report.mismatches[0].code == "DOBBY-E004")
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.mismatches[0].step == nil)
    #expect(report.firstDivergence?.index == report.timeline.count)
  }

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `a wrong value is one mismatch with its nearest miss`(strict: Bool, ordered: Bool) {
    let payments = Recorder<Payment>(name: "payments")
    payments.record(Payment(amount: 5, currency: "USD"))
    let pattern = Pattern(strict: strict, ordered: ordered)
    pattern.expect(equals(Payment(amount: 5, currency: "EUR")), in: payments)
    let report = pattern.check()
    #expect(report.mismatches.count == 1)
    let mismatch = report.mismatches[0]
    // Strict too: a call that differs from the expectation in a field is
    // that expectation's mismatch, not an unexpected call.
    #expect(mismatch.kind == .unfulfilled)
    #expect(
      mismatch.nearestMiss?.differences
        == [FieldMismatch(path: ".currency", expected: #""EUR""#, actual: #""USD""#)])
    #expect(mismatch.nearestMiss?.step == 1)
  }

  // MARK: Exceeded

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `one interaction too many exceeds in every mode`(strict: Bool, ordered: Bool) {
    let report = check(
      Pattern(strict: strict, ordered: ordered), recording: [5, 5], expecting: [5])
    #expect(kinds(report) == [.exceeded])
    #expect(report.mismatches[0].code == "DOBBY-E005")
    #expect(report.mismatches[0].step == 2)
    #expect(report.mismatches[0].expectation == 1)
    #expect(report.firstDivergence == 2)
  }

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `never exceeds on the first match`(strict: Bool, ordered: Bool) {
    let report = check(
      Pattern(strict: strict, ordered: ordered), recording: [1, 7], expecting: [1]
    ) { pattern, numbers in pattern.expect(7, in: numbers, times: .never) }
    #expect(kinds(report) == [.exceeded])
    #expect(report.mismatches[0].expectation == 2)
  }

  // MARK: Cardinalities

  @Test(arguments: [
    (Cardinality.once, 1, true), (.once, 0, false), (.once, 2, false),
    (.exactly(3), 3, true), (.exactly(3), 2, false), (.exactly(3), 4, false),
    (.atLeast(2), 2, true), (.atLeast(2), 5, true), (.atLeast(2), 1, false),
    (.atMost(2), 0, true), (.atMost(2), 2, true), (.atMost(2), 3, false),
    (.between(2...3), 1, false), (.between(2...3), 2, true), (.between(2...3), 3, true),
    (.between(2...3), 4, false), (.never, 0, true), (.never, 1, false),
  ])
  func `cardinalities bound the count in every mode`(
    times: Cardinality, count: Int, passes: Bool
  ) {
    for (strict, ordered) in [(true, true), (true, false), (false, true), (false, false)] {
      let report = check(
        Pattern(strict: strict, ordered: ordered),
        recording: Array(repeating: 4, count: count) + [8], expecting: []
      ) { pattern, numbers in
        pattern.expect(4, in: numbers, times: times)
        pattern.expect(8, in: numbers)
      }
      #expect(report.passed == passes, "\(times) × \(count), strict \(strict), ordered \(ordered)")
      #expect(times.admits(count) == passes)
      if !passes {
        #expect(report.mismatches.count == 1, "\(kinds(report))")
      }
    }
  }

  @Test func `cardinalities describe themselves`() {
    #expect(
      [Cardinality.once, .exactly(2), .atLeast(1), .atMost(3), .between(2...4), .never]
        .map(\.description) == [
          "once", "exactly 2 times", "at least 1 time", "at most 3 times",
          "between 2 and 4 times", "never",
        ])
  }

  // MARK: Resynchronisation

  @Test func `a missing call in the middle of fifty is one mismatch`() {
    let report = check(
      Pattern(), recording: (0..<50).filter { $0 != 20 }, expecting: Array(0..<50))
    #expect(kinds(report) == [.unfulfilled])
    #expect(report.mismatches[0].expectation == 21)
    #expect(report.firstDivergence == 21)
  }

  @Test func `an extra call in the middle of fifty is one mismatch`() {
    let report = check(
      Pattern(), recording: Array(0...20) + [99] + Array(21..<50), expecting: Array(0..<50))
    #expect(kinds(report) == [.unexpected])
    #expect(report.firstDivergence == 22)
  }

  @Test func `two swapped calls are one mismatch`() {
    let report = check(Pattern(), recording: [0, 1, 3, 2, 4, 5], expecting: Array(0..<6))
    #expect(kinds(report) == [.outOfOrder])
    #expect(report.firstDivergence == 3)
  }

  // MARK: Snapshot

  @Test func `check reads a consistent snapshot at its clock cut`() {
    let numbers = Recorder<Int>()
    numbers.record(1)
    let verification = Pattern()
    verification.expect(1, in: numbers)
    let report = verification.check()
    numbers.record(2)
    #expect(report.passed)
    #expect(report.timeline.allSatisfy { $0.timestamp <= report.clockCut })
    #expect(report.clockCut >= numbers.interactions[0].timestamp)
    #expect(report.clockCut < numbers.interactions[1].timestamp)
  }

  @Test func `an empty pattern passes and a report names its expectations`() {
    #expect(Pattern().check().passed)
    let numbers = Recorder<Int>(name: "n")
    let pattern = Pattern(title: "demo")
    let (handle, line) = (pattern.expect(3, in: numbers, times: .atLeast(2)), #line)
    #expect(handle.id == 1)
    let record = pattern.check().expectations[0]
    #expect(record.label == "E1")
    #expect(record.matcher == "== 3")
    #expect(record.cardinality == .atLeast(2))
    #expect(record.callSite.line == line)
    #expect(pattern.check().title == "demo")
  }
}

public import DobbyCore

/// An order, with text in several scripts (made only here; tests see it
/// in reports).
struct Order: Sendable, Equatable {
  var id: Int
  var item: String
  var note: String
}

// Reports built by real patterns with fixed call sites, so that screens
// are the same text on every machine.
extension Fixture {
  private static let site = Site.checkout

  /// A checkout across two recorders that goes wrong twice: the receipt
  /// mail carries a terminal escape, and the second order's note differs
  /// (in a value with CJK text and emoji).
  public static func sendsReceipt() -> VerificationReport {
    let orders = Recorder<Order>(name: "orders")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(title: "CheckoutTests.sendsReceipt")
    site.expect(equals(Order(id: 1, item: "寿司 🍣", note: "ok")), in: orders, on: pattern, line: 30)
    site.expect("receipt", in: mailer, on: pattern, line: 31)
    site.expect(equals(Order(id: 2, item: "ラーメン 🍜", note: "ok")), in: orders, on: pattern, line: 32)
    site.record(Order(id: 1, item: "寿司 🍣", note: "ok"), in: orders, line: 40)
    site.record("re\u{1B}]0;pwned\u{07}ceipt", in: mailer, line: 41)
    site.record(Order(id: 2, item: "ラーメン 🍜", note: "late"), in: orders, line: 42)
    return pattern.check()
  }

  /// Forty numbers across two recorders in a nice, unordered pattern:
  /// `#20` hits a rejection, `#10` and `#30` miss the expectations set up
  /// for them (`110`, `130`), which stay unfulfilled.
  public static func numbers() -> VerificationReport {
    let left = Recorder<Int>(name: "left")
    let right = Recorder<Int>(name: "right")
    let pattern = Pattern(nice: true, ordered: false, title: "NumbersTests.forty")
    for value in 1...40 {
      let recorder = value % 2 == 1 ? left : right
      let line = UInt(100 + value)
      if value == 20 {
        site.reject(20, in: right, on: pattern, line: line)
      } else if value == 10 || value == 30 {
        site.expect(value + 100, in: recorder, on: pattern, line: line)
      } else {
        site.expect(value, in: recorder, on: pattern, line: line)
      }
      site.record(value, in: recorder, line: line)
    }
    return pattern.check()
  }

  /// A passing report titled `title`: one number, recorded and expected.
  public static func passing(_ title: String = "verification") -> VerificationReport {
    passingPattern(title).check()
  }

  /// A pattern titled `title` that passes, not yet checked: one number,
  /// recorded and expected.
  public static func passingPattern(_ title: String = "verification") -> Pattern {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(1)
    let pattern = Pattern(title: title)
    pattern.expect(1, in: numbers)
    return pattern
  }

  /// A report built directly, without a pattern: `count` steps cycling
  /// through `lanes` recorders, every step matched except each
  /// `mismatchEvery`-th, which is unexpected.
  public static func synthetic(count: Int, lanes: Int = 4, mismatchEvery: Int = 1_000)
    -> VerificationReport
  {
    let site = CallSite(fileID: "Big/Big.swift", filePath: "/src/Big.swift", line: 1, column: 1)
    var timeline: [TimelineEntry] = []
    timeline.reserveCapacity(count)
    var mismatches: [Mismatch] = []
    for step in 0..<count {
      let verdict: Verdict
      if step % mismatchEvery == mismatchEvery - 1 {
        verdict = .mismatch(mismatches.count)
        mismatches.append(Mismatch(kind: .unexpected, step: TimelineStep(index: step)))
      } else {
        verdict = .matched(expectation: ExpectationID(index: step % lanes))
      }
      timeline.append(
        TimelineEntry(
          step: TimelineStep(index: step), timestamp: UInt64(step + 1), recorder: step % lanes,
          index: step / lanes,
          value: ValueTree(kind: .scalar, typeName: "Int", text: String(step)), callSite: site,
          verdict: verdict))
    }
    let recorders = (0..<lanes).map { RecorderSummary(id: $0, name: "lane\($0)", valueType: "Int") }
    let expectations = (0..<lanes).map {
      ExpectationRecord(
        id: ExpectationID(index: $0), kind: .expect, recorder: $0, matcher: "any()",
        cardinality: .atLeast(1),
        callSite: site, matchCount: count / lanes)
    }
    return VerificationReport(
      title: "BigTests.million", mode: PatternMode(strict: true, ordered: false),
      clockCut: UInt64(count), recorders: recorders, expectations: expectations,
      timeline: timeline, mismatches: mismatches, firstDivergence: mismatches.first?.step,
      passed: mismatches.isEmpty)
  }
}

import DobbyCore
import DobbyTUI

/// An order, with text in several scripts.
struct Order: Sendable, Equatable {
  var id: Int
  var item: String
  var note: String
}

/// Reports built by real patterns with fixed call sites, so that screens
/// are the same text on every machine.
enum Scenario {
  static let file: StaticString = "/src/Tests/CheckoutTests.swift"
  static let fileID: StaticString = "CheckoutTests/CheckoutTests.swift"
  static let options = DebuggerState.Options(basePath: "/src")

  static func record<V: Sendable>(_ value: V, in recorder: Recorder<V>, line: UInt) {
    recorder.record(value, fileID: fileID, filePath: file, line: line, column: 5)
  }

  static func expect<V: Sendable, M: MatcherConvertible>(
    _ matcher: M, in recorder: Recorder<V>, times: Cardinality = .once, on pattern: Pattern,
    line: UInt
  ) where M.Matched == V {
    pattern.expect(
      matcher, in: recorder, times: times, fileID: fileID, filePath: file, line: line, column: 5)
  }

  /// A checkout across two recorders that goes wrong twice: the receipt
  /// mail carries a terminal escape, and the second order's note differs
  /// (in a value with CJK text and emoji).
  static func checkout() -> VerificationReport {
    let orders = Recorder<Order>(name: "orders")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(title: "CheckoutTests.sendsReceipt")
    expect(equals(Order(id: 1, item: "寿司 🍣", note: "ok")), in: orders, on: pattern, line: 30)
    expect("receipt", in: mailer, on: pattern, line: 31)
    expect(equals(Order(id: 2, item: "ラーメン 🍜", note: "ok")), in: orders, on: pattern, line: 32)
    record(Order(id: 1, item: "寿司 🍣", note: "ok"), in: orders, line: 40)
    record("re\u{1B}]0;pwned\u{07}ceipt", in: mailer, line: 41)
    record(Order(id: 2, item: "ラーメン 🍜", note: "late"), in: orders, line: 42)
    return pattern.check()
  }

  /// `checkout()`, indexed.
  static func checkoutIndex() -> ReportIndex { ReportIndex(checkout()) }

  /// Forty numbers across two recorders in a nice, unordered pattern:
  /// `#20` hits a rejection, `#10` and `#30` miss the expectations set up
  /// for them (`110`, `130`), which stay unfulfilled.
  static func numbers() -> VerificationReport {
    let left = Recorder<Int>(name: "left")
    let right = Recorder<Int>(name: "right")
    let pattern = Pattern(nice: true, ordered: false, title: "NumbersTests.forty")
    for value in 1...40 {
      let recorder = value % 2 == 1 ? left : right
      let line = UInt(100 + value)
      if value == 20 {
        pattern.reject(20, in: right, fileID: fileID, filePath: file, line: line, column: 5)
      } else if value == 10 || value == 30 {
        expect(value + 100, in: recorder, on: pattern, line: line)
      } else {
        expect(value, in: recorder, on: pattern, line: line)
      }
      record(value, in: recorder, line: line)
    }
    return pattern.check()
  }

  /// The out-of-order failure of SPEC section 8: `fst(1)` before
  /// `snd("foobar")`.
  static func outOfOrder() -> VerificationReport {
    let fst = Recorder<Int>(name: "fst")
    let snd = Recorder<String>(name: "snd")
    let pattern = Pattern()
    expect("foobar", in: snd, on: pattern, line: 21)
    expect(1, in: fst, on: pattern, line: 22)
    record(1, in: fst, line: 18)
    record("foobar", in: snd, line: 19)
    return pattern.check()
  }

  /// A report built directly, without a pattern: `count` steps cycling
  /// through `lanes` recorders, every step matched except each
  /// `mismatchEvery`-th, which is unexpected.
  static func synthetic(count: Int, lanes: Int = 4, mismatchEvery: Int = 1_000)
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
        mismatches.append(Mismatch(kind: .unexpected, step: step))
      } else {
        verdict = .matched(expectation: step % lanes + 1)
      }
      timeline.append(
        TimelineEntry(
          sequence: step, timestamp: UInt64(step + 1), recorder: step % lanes, index: step / lanes,
          value: ValueTree(kind: .scalar, typeName: "Int", text: String(step)), callSite: site,
          verdict: verdict))
    }
    let recorders = (0..<lanes).map { RecorderSummary(id: $0, name: "lane\($0)", valueType: "Int") }
    let expectations = (0..<lanes).map {
      ExpectationRecord(
        id: $0 + 1, kind: .expect, recorder: $0, matcher: "any()", cardinality: .atLeast(1),
        callSite: site, matchCount: count / lanes)
    }
    return VerificationReport(
      title: "BigTests.million", mode: PatternMode(strict: true, ordered: false),
      clockCut: UInt64(count), recorders: recorders, expectations: expectations,
      timeline: timeline, mismatches: mismatches, firstDivergence: mismatches.first?.step,
      passed: mismatches.isEmpty)
  }
}

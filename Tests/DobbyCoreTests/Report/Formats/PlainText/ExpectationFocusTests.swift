import DobbyCore
import DobbyTestSupport
import Testing

/// A long expected value in a report is cut around the field that differs
/// from the nearest miss, not in its middle, so that the cut keeps what the
/// mismatch is about; with no difference known it is cut in the middle.
struct ExpectationFocusTests {
  struct Payment: Equatable, Sendable {
    var memo: String
    var amount: Int
    var currency: String
    var note: String
  }

  static let memo = "the quarterly invoice for the analytical engine, paid in full by the bank"
  static let note = "sent by the treasury on the first working day of the month"

  /// A payment expected, and one recorded whose `amount` alone differs.
  static func pattern(recorded: Payment, nice: Bool = true) -> Pattern {
    let payments = Recorder<Payment>(name: "payments")
    payments.record(recorded, fileID: "P.swift", filePath: "/src/P.swift", line: 3, column: 1)
    let pattern = Pattern(nice: nice, ordered: false, title: "PaymentTests.pays")
    pattern.expect(
      Payment(memo: memo, amount: 12900, currency: "EUR", note: note), in: payments,
      fileID: "P.swift",
      filePath: "/src/P.swift", line: 5, column: 1)
    return pattern
  }

  static let expected =
    #"E1 payments == Payment(memo: "t…(60 more)… by the bank", amount: 12900, currency: "EUR", note: "sent b…(35 more)… day of the month")"#

  @Test func `an unfulfilled expectation's headline and report keep its differing field`() {
    let report = Self.pattern(
      recorded: Payment(memo: Self.memo, amount: 12000, currency: "EUR", note: Self.note)
    ).check()
    #expect(
      report.headline == "DOBBY-E004 unfulfilled: \(Self.expected) expected once, matched 0 times")
    let lines = report.plainText(Fixture.options).split(separator: "\n").map(String.init)
    #expect(lines.count > 3)
    #expect(
      Array(lines.prefix(4)) == [
        "dobby: PaymentTests.pays FAILED (nice, unordered) - 1 interaction from 1 recorder, 1 expectation, 1 mismatch",
        "P.swift:5: error: DOBBY-E004 unfulfilled: \(Self.expected) expected once, matched 0 times",
        #"  nearest:  #1 payments(Payment(mem…(73 more)…bank", amount: 12000, currency: "E…(61 more)…the month"))   (P.swift:3)"#,
        "    .amount  expected: 12900",
      ])
  }

  @Test func `a strict pattern's wrong value headlines its expectation's differing field`() {
    let report = Self.pattern(
      recorded: Payment(memo: Self.memo, amount: 12000, currency: "EUR", note: Self.note),
      nice: false
    ).check()
    let lines = report.plainText(Fixture.options).split(separator: "\n").map(String.init)
    #expect(lines.count > 4)
    #expect(
      Array(lines.prefix(5)) == [
        "dobby: PaymentTests.pays FAILED (strict, unordered) - 1 interaction from 1 recorder, 1 expectation, 1 mismatch",
        "P.swift:5: error: DOBBY-E004 unfulfilled: \(Self.expected) expected once, matched 0 times:"
          + " #1 differs at .amount: expected 12900, got 12000",
        #"  nearest:  #1 payments(Payment(mem…(73 more)…bank", amount: 12000, currency: "E…(61 more)…the month"))   (P.swift:3)"#,
        "    .amount  expected: 12900",
        "             actual:   12000",
      ])
  }

  @Test func `a hostile expected value stays bounded when cut around its field`() {
    let huge = String(repeating: "x", count: 1_000_000)
    let payments = Recorder<Payment>(name: "payments")
    payments.record(Payment(memo: huge, amount: 1, currency: "EUR", note: huge))
    let pattern = Pattern(nice: true, ordered: false)
    pattern.expect(Payment(memo: huge, amount: 2, currency: "EUR", note: huge), in: payments)
    let headline = pattern.check().headline ?? ""
    #expect(headline.contains("amount: 2,"), "\(headline)")
    #expect(headline.count < 300, "\(headline.count) characters")
  }
}

import DobbyCore
import DobbyTestSupport
import Testing

/// A long expected value in a report is cut around the field that differs
/// from the nearest miss, not in its middle, so that the cut keeps what the
/// mismatch is about; with no difference known it is cut in the middle.
struct ExpectationFocusTests {
  static let payee =
    "the analytical engine company, for the quarterly invoice paid in full by the bank"
  static let note = "sent by the treasury on the first working day of the month"

  /// A transfer of `amount` euros whose payee and note are long.
  static func transfer(amount: Int) -> Fixture.Transfer {
    Fixture.Transfer(
      reference: "T-1", payee: payee, money: Payment(amount: amount, currency: "EUR"), note: note)
  }

  /// A transfer of 12,900 expected, and one recorded whose amount alone
  /// differs: 12,000.
  static func pattern(nice: Bool = true) -> Pattern {
    let transfers = Recorder<Fixture.Transfer>(name: "transfers")
    transfers.record(
      transfer(amount: 12000), fileID: "P.swift", filePath: "/src/P.swift", line: 3, column: 1)
    let pattern = Pattern(nice: nice, ordered: false, title: "TransferTests.pays")
    pattern.expect(
      transfer(amount: 12900), in: transfers, fileID: "P.swift", filePath: "/src/P.swift", line: 5,
      column: 1)
    return pattern
  }

  static let expected =
    #"E1 transfers == Transfer(referen…(102 more)… money: Payment(amount: 12900, currency: "EUR"), note: "sent …(36 more)… day of the month")"#

  @Test func `an unfulfilled expectation's headline and report keep its differing field`() {
    let report = Self.pattern().check()
    #expect(
      report.headline == "DOBBY-E004 unfulfilled: \(Self.expected) expected once, matched 0 times")
    let lines = report.plainText(Fixture.options).split(separator: "\n").map(String.init)
    #expect(lines.count > 3)
    #expect(
      Array(lines.prefix(4)) == [
        "dobby: TransferTests.pays FAILED (nice, unordered) - 1 interaction from 1 recorder, 1 expectation, 1 mismatch",
        "P.swift:5: error: DOBBY-E004 unfulfilled: \(Self.expected) expected once, matched 0 times",
        #"  nearest:  #1 transfers(Transfer(re…(116 more)…ayment(amount: 12000, currency: "E…(62 more)…the month"))   (P.swift:3)"#,
        "    .money.amount  expected: 12900",
      ])
  }

  @Test func `a strict pattern's wrong value headlines its expectation's differing field`() {
    let report = Self.pattern(nice: false).check()
    let lines = report.plainText(Fixture.options).split(separator: "\n").map(String.init)
    #expect(lines.count > 4)
    #expect(
      Array(lines.prefix(5)) == [
        "dobby: TransferTests.pays FAILED (strict, unordered) - 1 interaction from 1 recorder, 1 expectation, 1 mismatch",
        "P.swift:5: error: DOBBY-E004 unfulfilled: \(Self.expected) expected once, matched 0 times:"
          + " #1 differs at .money.amount: expected 12900, got 12000",
        #"  nearest:  #1 transfers(Transfer(re…(116 more)…ayment(amount: 12000, currency: "E…(62 more)…the month"))   (P.swift:3)"#,
        "    .money.amount  expected: 12900",
        "                   actual:   12000",
      ])
  }

  @Test func `a hostile expected value stays bounded when cut around its field`() {
    let huge = String(repeating: "x", count: 1_000_000)
    let transfers = Recorder<Fixture.Transfer>(name: "transfers")
    let recorded = Fixture.Transfer(
      reference: huge, payee: huge, money: Payment(amount: 1, currency: "EUR"), note: huge)
    transfers.record(recorded)
    var expected = recorded
    expected.money.amount = 2
    let pattern = Pattern(nice: true, ordered: false)
    pattern.expect(expected, in: transfers)
    let headline = pattern.check().headline ?? ""
    #expect(headline.contains("amount: 2,"), "\(headline)")
    #expect(headline.count < 300, "\(headline.count) characters")
  }
}

import DobbyCore
import DobbyTestSupport
import Testing

/// A long value in a headline is elided around the field that differs,
/// so that the cut keeps what the mismatch is about.
struct HeadlineFocusTests {
  @Test func `the headline keeps the differing field of a long interaction`() {
    let transfers = Recorder<Fixture.Transfer>(name: "transfers")
    let sent = Fixture.Transfer(
      reference: "T-2026-000000000001", payee: "Ada Lovelace, Analytical Engines Ltd",
      money: Payment(amount: 12900, currency: "USD"), note: "the monthly invoice, paid in full")
    var wanted = sent
    wanted.money.currency = "EUR"
    // The expectation is met first, so the call after it differs from no
    // expectation due: an unexpected call, named by the field that differs.
    transfers.record(wanted, fileID: "T.swift", filePath: "/src/T.swift", line: 2, column: 1)
    transfers.record(sent, fileID: "T.swift", filePath: "/src/T.swift", line: 3, column: 1)
    let pattern = Pattern()
    pattern.expect(
      wanted, in: transfers, fileID: "T.swift", filePath: "/src/T.swift", line: 5, column: 1)
    let headline = pattern.check().headline ?? ""
    #expect(headline.contains(#"currency: "USD""#), "\(headline)")
    #expect(
      headline
        == #"DOBBY-E001 unexpected: #2 transfers(Transfer(re…(103 more)…2900, currency: "USD"), note: "the…(21 more)…d in full")) matched no pending expectation"#
    )
  }
}

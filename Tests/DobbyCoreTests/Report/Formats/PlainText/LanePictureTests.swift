import DobbyCore
import Testing

/// The lanes under the first mismatch cut a long value as the debugger's
/// timeline does (``DisplayText/fit(_:to:keeping:)``): in the middle,
/// keeping the field that differs where the lane has room for it.
struct LanePictureTests {
  struct Money: Equatable, Sendable {
    var cents: Int
    var currency: String
  }

  /// A checkout charged in USD where EUR was expected: E4's nearest miss
  /// is #2, whose `.0.currency` differs.
  static func wrongCurrency() -> VerificationReport {
    let audit = Recorder<String>(name: "audit")
    let payments = Recorder<(Money, String)>(name: "payments")
    let pattern = Pattern(nice: true, ordered: true, title: "CheckoutTests.chargesOrderCurrency")
    pattern.expect("reserved A-1001", in: audit)
    pattern.expect(
      matches((equals(Money(cents: 12_900, currency: "EUR")), equals("A-1001"))), in: payments)
    pattern.expect("charged A-1001", in: audit)
    audit.record("reserved A-1001")
    payments.record((Money(cents: 12_900, currency: "USD"), "A-1001"))
    audit.record("charged A-1001")
    return pattern.check()
  }

  /// The report's `lanes:` block at `width` columns.
  static func lanes(width: Int) -> [Substring] {
    let text = wrongCurrency().plainText(PlainTextOptions(width: width))
    return text.split(separator: "\n").drop { !$0.hasPrefix("  lanes:") }.prefix(4).map { $0 }
  }

  @Test func `a lane with room keeps the field that differs, as the debugger's cut does`() {
    #expect(
      Self.lanes(width: 83) == [
        "  lanes:       audit                 payments",
        #"           #1  "reserved A-1001" ✓E1"#,
        #"           #2                        (Mon…currency: "USD"… "A-1001") ·"#,
        #"           #3  "charged A-1001" ✓E3"#,
      ])
    // The debugger's cut of the value in as many columns.
    #expect(
      DisplayText.fit(
        #"(Money(cents: 12900, currency: "USD"), "A-1001")"#, to: 31, keeping: "currency:")
        == #"(Mon…currency: "USD"… "A-1001")"#)
  }

  @Test func `a lane too narrow for the field and its value is cut in the middle`() {
    #expect(
      Self.lanes(width: 60)[2] == #"           #2                        (Money(ce…"A-1001") ·"#)
  }
}

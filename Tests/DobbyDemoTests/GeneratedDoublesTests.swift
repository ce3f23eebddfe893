import Dobby
import Testing

@testable import DobbyDemo

/// The demo's checkout tested with the doubles `generate-doubles` wrote for
/// its protocols (Doubles/, checked by Scripts/check-generated-doubles).
struct GeneratedDoublesTests {
  static let order = Order(
    id: "A-1", customer: "ann@example.com", lines: [OrderLine(sku: "SKU-1", quantity: 2)],
    total: Money(cents: 1_000, currency: "EUR"))

  @Test func `checkout reserves, charges and mails with generated doubles`() throws {
    let payments = PaymentGatewayDouble()
    let inventory = InventoryDouble()
    let mailer = MailerDouble()
    let audit = AuditLogDouble()
    inventory.available.on(any(), return: 5)
    payments.charge.on(any(), return: "ch_1")
    let service = CheckoutService(
      payments: payments, inventory: inventory, mailer: mailer, audit: audit)

    try service.checkout(Self.order)

    let pattern = Pattern(nice: false, ordered: true)
    pattern.expect("SKU-1", in: inventory.available)
    pattern.expect(("SKU-1", 2), in: inventory.reserve)
    pattern.expect(AuditEvent.reserved(order: "A-1"), in: audit.log)
    pattern.expect((Money(cents: 1_000, currency: "EUR"), "A-1"), in: payments.charge)
    pattern.expect(AuditEvent.charged(order: "A-1", charge: "ch_1"), in: audit.log)
    pattern.expect(Mail(to: "ann@example.com", subject: "Your order A-1"), in: mailer.send)
    pattern.expect(AuditEvent.mailed(order: "A-1"), in: audit.log)
    #expect(pattern.check().passed)
  }

  @Test func `the renewal's async billing double answers from its stub`() async throws {
    let billing = BillingProviderDouble()
    billing.charge.on(any()) { cents, account in "ch_\(cents)_\(account)" }
    let provider: any BillingProvider = billing
    #expect(try await provider.charge(999, account: "acct-7") == "ch_999_acct-7")

    let pattern = Pattern()
    pattern.expect((999, "acct-7"), in: billing.charge)
    #expect(pattern.check().passed)
  }
}

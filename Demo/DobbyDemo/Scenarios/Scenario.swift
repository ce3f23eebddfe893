public import DobbyCore

/// One demo: a realistic test of the checkout, run with Dobby's public API,
/// that yields a real report.
public struct Scenario: Sendable {
  /// A short, file-name-safe name: `out-of-order`.
  public let name: String
  /// What it shows, in a sentence.
  public let summary: String
  /// Runs the scenario and verifies its pattern (async: some scenarios
  /// test async code).
  public let run: @Sendable () async -> VerificationReport

  public init(
    name: String, summary: String, run: @escaping @Sendable () async -> VerificationReport
  ) {
    self.name = name
    self.summary = summary
    self.run = run
  }
}

/// The demo scenarios, in the order `dobby-demo` runs them.
public enum Scenarios {
  public static let all: [Scenario] = [
    .happyPath, .outOfOrder, .unexpectedCall, .wrongCurrency, .unpaidReceipt, .shadowedDecline,
    .oversold, .chargedTwice,
  ]

  /// The scenario `dobby-tui --demo` opens: a failure across several
  /// recorders with a field-by-field near miss.
  public static var mostInstructive: Scenario { .wrongCurrency }

  /// The scenario named `name`.
  public static func named(_ name: String) -> Scenario? {
    all.first { $0.name == name }
  }
}

/// The order most scenarios check out.
let sampleOrder = Order(
  id: "A-1001", customer: "ada@example.com",
  lines: [OrderLine(sku: "KB-01", quantity: 1), OrderLine(sku: "MS-02", quantity: 2)],
  total: Money(cents: 12_900, currency: "EUR"))

/// A checkout service wired to fresh doubles.
struct Shop {
  let payments: PaymentGatewayDouble
  let inventory: InventoryDouble
  let mailer = MailerDouble()
  let audit = AuditLogDouble()
  let service: CheckoutService

  init(
    stock: [String: Int] = ["KB-01": 5, "MS-02": 9], racingReaders: Bool = false,
    defects: CheckoutService.Defects = .init(), approvesCharges: Bool = true
  ) {
    payments = PaymentGatewayDouble(approvesCharges: approvesCharges)
    inventory = InventoryDouble(stock: stock, racingReaders: racingReaders)
    service = CheckoutService(
      payments: payments, inventory: inventory, mailer: mailer, audit: audit, defects: defects)
  }

  /// The pattern of a correct checkout of `order`, across all four doubles.
  func expectCheckout(of order: Order, in pattern: Pattern) {
    for line in order.lines { pattern.expect(equals(line), in: inventory.reservations) }
    pattern.expect(equals(AuditEvent.reserved(order: order.id)), in: audit.events)
    pattern.expect(Self.charge(of: order), in: payments.charges)
    pattern.expect(
      equals(AuditEvent.charged(order: order.id, charge: "ch_\(order.id)")), in: audit.events)
    pattern.expect(Self.receipt(of: order), in: mailer.sent)
    pattern.expect(equals(AuditEvent.mailed(order: order.id)), in: audit.events)
  }

  /// The charge of `order`'s total, in its currency.
  static func charge(of order: Order) -> Matcher<(Money, String)> {
    matches((equals(order.total), equals(order.id)))
  }

  /// The receipt of `order`, mailed to its customer.
  static func receipt(of order: Order) -> Matcher<Mail> {
    matches("receipt to \(order.customer)") {
      $0.to == order.customer && $0.subject == "Your order \(order.id)"
    }
  }
}

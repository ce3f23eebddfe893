/// Places orders: reserves stock, charges the customer, mails a receipt and
/// audits each step — the code under test in the demo.
///
/// Its `Defect` switches reproduce the bugs that the failing scenarios
/// catch, so every scenario runs the same production path.
struct CheckoutService: Sendable {
  /// Bugs the demo can switch on.
  struct Defects: Sendable {
    /// Mails the receipt before charging.
    var mailsBeforeCharging = false
    /// Sends a newsletter along with the receipt.
    var sendsNewsletter = false
    /// Charges in the shop's own currency instead of the order's.
    var chargesInHomeCurrency = false
  }

  let payments: any PaymentGateway
  let inventory: any Inventory
  let mailer: any Mailer
  let audit: any AuditLog
  let defects: Defects

  init(
    payments: any PaymentGateway, inventory: any Inventory, mailer: any Mailer,
    audit: any AuditLog, defects: Defects = Defects()
  ) {
    self.payments = payments
    self.inventory = inventory
    self.mailer = mailer
    self.audit = audit
    self.defects = defects
  }

  /// Checks `order` out.
  func checkout(_ order: Order) throws {
    for line in order.lines where inventory.available(line.sku) < line.quantity {
      audit.log(.failed(order: order.id, reason: "out of stock: \(line.sku)"))
      throw CheckoutError.outOfStock(sku: line.sku)
    }
    for line in order.lines { inventory.reserve(line.sku, quantity: line.quantity) }
    audit.log(.reserved(order: order.id))

    let receipt = Mail(to: order.customer, subject: "Your order \(order.id)")
    if defects.mailsBeforeCharging { mailer.send(receipt) }
    var amount = order.total
    if defects.chargesInHomeCurrency { amount.currency = "USD" }
    let charge: String
    do {
      charge = try payments.charge(amount, for: order.id)
    } catch {
      audit.log(.failed(order: order.id, reason: "payment declined"))
      throw CheckoutError.paymentDeclined
    }
    audit.log(.charged(order: order.id, charge: charge))
    if !defects.mailsBeforeCharging { mailer.send(receipt) }
    if defects.sendsNewsletter {
      mailer.send(Mail(to: order.customer, subject: "Deals of the week"))
    }
    audit.log(.mailed(order: order.id))
  }
}

import DobbyCore

/// The decline the shadowed-decline test sets up (and never sees).
private struct PaymentDeclined: Error {}

extension Scenario {
  /// The receipt goes out before the card is charged, caught by a test
  /// that cares about one order only: its pattern is nice and unordered,
  /// `after:` says the receipt follows the charge, and `because:` says why.
  public static let unpaidReceipt = Scenario(
    name: "unpaid-receipt",
    summary: "a nice, unordered pattern with one edge: the receipt must follow the charge"
  ) {
    let shop = Shop(defects: CheckoutService.Defects(mailsBeforeCharging: true))
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(nice: true, ordered: false, title: "CheckoutTests.receiptFollowsPayment")
    let charged = pattern.expect(Shop.charge(of: sampleOrder), in: shop.payments.charges)
    pattern.expect(
      Shop.receipt(of: sampleOrder), in: shop.mailer.sent, after: charged,
      because: "a receipt confirms a payment that went through")
    return pattern.check()
  }

  /// A test of the declined path in which nothing is declined: it
  /// declines its order, then approves every other charge, but the newest
  /// matching reaction answers, so the catch-all it added last shadows the
  /// decline. The unused reaction names the cause; the other two
  /// mismatches are its effects.
  public static let shadowedDecline = Scenario(
    name: "shadowed-decline",
    summary: "a catch-all added after the test's decline shadows it; the unused reaction says so"
  ) {
    let shop = Shop(approvesCharges: false)
    shop.payments.charges.on(matches((any(), equals(sampleOrder.id)))) { _, _ in
      throw PaymentDeclined()
    }
    shop.payments.approveAll()  // meant for the other orders, but newer: it answers first
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(
      nice: true, ordered: false, title: "CheckoutTests.declinedPaymentIsAudited")
    pattern.expect(
      equals(AuditEvent.failed(order: sampleOrder.id, reason: "payment declined")),
      in: shop.audit.events, because: "a declined payment must leave a trail")
    pattern.reject(
      any(), in: shop.mailer.sent, because: "nobody is sent a receipt for a declined payment")
    pattern.expectUsed(shop.payments.charges)
    return pattern.check()
  }
}

import DobbyCore

extension Scenario {
  /// A correct checkout: every collaborator called once, in order.
  public static let happyPath = Scenario(
    name: "happy-path",
    summary: "a checkout that reserves, charges, mails and audits in order passes"
  ) {
    let shop = Shop()
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(title: "CheckoutTests.happyPath")
    shop.expectCheckout(of: sampleOrder, in: pattern)
    return pattern.check()
  }

  /// The receipt goes out before the card is charged.
  public static let outOfOrder = Scenario(
    name: "out-of-order",
    summary: "the receipt is mailed before the payment is charged (across two recorders)"
  ) {
    var defects = CheckoutService.Defects()
    defects.mailsBeforeCharging = true
    let shop = Shop(defects: defects)
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(title: "CheckoutTests.receiptAfterPayment")
    shop.expectCheckout(of: sampleOrder, in: pattern)
    return pattern.check()
  }

  /// A mail the strict pattern does not allow.
  public static let unexpectedCall = Scenario(
    name: "unexpected-call",
    summary: "a strict pattern catches a newsletter sent along with the receipt"
  ) {
    var defects = CheckoutService.Defects()
    defects.sendsNewsletter = true
    let shop = Shop(defects: defects)
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(title: "CheckoutTests.mailsOnlyTheReceipt")
    shop.expectCheckout(of: sampleOrder, in: pattern)
    return pattern.check()
  }

  /// The charge is in the wrong currency: the expectation is unfulfilled,
  /// and its nearest miss shows the one field that differs.
  public static let wrongCurrency = Scenario(
    name: "wrong-currency",
    summary: "the payment is charged in USD instead of EUR; the near miss names the field"
  ) {
    var defects = CheckoutService.Defects()
    defects.chargesInHomeCurrency = true
    let shop = Shop(defects: defects)
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(nice: true, title: "CheckoutTests.chargesOrderCurrency")
    shop.expectCheckout(of: sampleOrder, in: pattern)
    return pattern.check()
  }
}

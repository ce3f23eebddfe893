import DobbyCore

extension Scenario {
  /// A correct checkout: every collaborator called once, in order.
  public static let happyPath = checkout(
    name: "happy-path", test: "CheckoutTests.happyPath",
    summary: "a checkout that reserves, charges, mails and audits in order passes")

  /// The receipt goes out before the card is charged.
  public static let outOfOrder = checkout(
    name: "out-of-order", test: "CheckoutTests.receiptAfterPayment",
    summary: "the receipt is mailed before the payment is charged (across two recorders)",
    defect: \.mailsBeforeCharging)

  /// A mail the strict pattern does not allow.
  public static let unexpectedCall = checkout(
    name: "unexpected-call", test: "CheckoutTests.mailsOnlyTheReceipt",
    summary: "a strict pattern catches a newsletter sent along with the receipt",
    defect: \.sendsNewsletter)

  /// The charge is in the wrong currency: the expectation is unfulfilled,
  /// and its nearest miss shows the one field that differs.
  public static let wrongCurrency = checkout(
    name: "wrong-currency", test: "CheckoutTests.chargesOrderCurrency",
    summary: "the payment is charged in USD instead of EUR; the near miss names the field",
    defect: \.chargesInHomeCurrency, nice: true)

  /// A test that checks the sample order out with one defect switched on
  /// (or none) and verifies the whole checkout pattern across the four
  /// doubles.
  private static func checkout(
    name: String, test: String, summary: String,
    defect: WritableKeyPath<CheckoutService.Defects, Bool>? = nil, nice: Bool = false
  ) -> Scenario {
    var defects = CheckoutService.Defects()
    if let defect { defects[keyPath: defect] = true }
    return Scenario(name: name, summary: summary) { [defects] in
      let shop = Shop(defects: defects)
      try? shop.service.checkout(sampleOrder)
      let pattern = Pattern(nice: nice, title: test)
      shop.expectCheckout(of: sampleOrder, in: pattern)
      return pattern.check()
    }
  }
}

import Dobby
import Testing

// The article's second example at 0.3.0: a pricing double calls `invoke`,
// a reaction is disposed.

private protocol PricingService: Sendable {
  func price(sku: String, quantity: Int) throws -> Double
}

private protocol Mailer: Sendable {
  func send(_ message: String)
}

/// The code under test: prices an order, then mails a receipt.
private struct Checkout {
  let pricing: any PricingService
  let mailer: any Mailer

  func order(_ sku: String, quantity: Int) throws {
    let total = try pricing.price(sku: sku, quantity: quantity)
    mailer.send("receipt: \(total)")
  }
}

private final class PricingDouble: PricingService {
  let calls = Stub<(String, Int), Double>(name: "pricing")

  func price(sku: String, quantity: Int) throws -> Double {
    try calls.invoke((sku, quantity))
  }
}

private final class MailerDouble: Mailer {
  let sent = Recorder<String>(name: "mailer")

  func send(_ message: String) { sent.record(message) }
}

private struct UnknownProduct: Error, Equatable {
  let sku: String
}

@Test func `an order is priced, then a receipt is mailed`() throws {
  let pricing = PricingDouble()
  let mailer = MailerDouble()
  let checkout = Checkout(pricing: pricing, mailer: mailer)

  pricing.calls.on(any()) { sku, _ in throw UnknownProduct(sku: sku) }
  let sale = pricing.calls.on(matches((equals("SKU-1"), any()))) { _, quantity in
    Double(quantity) * 2.5
  }  // newer than the catch-all, so tried first
  try checkout.order("SKU-1", quantity: 4)

  sale.dispose()  // from now on SKU-1 is unknown too
  #expect(throws: UnknownProduct(sku: "SKU-1")) { try checkout.order("SKU-1", quantity: 1) }

  let pattern = Pattern()  // strict, ordered, across both doubles
  pattern.expect(matches((equals("SKU-1"), equals(4))), in: pricing.calls)
  pattern.expect("receipt: 10.0", in: mailer.sent)
  pattern.expect(matches((equals("SKU-1"), any())), in: pricing.calls)
  pattern.verify()
}

@Test func `the recipes of 0.3.0`() async throws {
  let payments = PaymentsDouble()
  let gateway = payments.charges
  let receipt = Receipt(id: "R-1")
  let usdReceipt = Receipt(id: "R-USD")
  let euros = ChargeRequest(orderID: "A-1", amount: Money(cents: 500, currency: "EUR"))
  gateway.on(any(), return: receipt)
  gateway.on(matches(\.amount.currency, "USD"), return: usdReceipt)  // newer: tried first
  gateway.on(any()) { _ in throw Declined() }
  gateway.on(any(), return: receipt)
  gateway.on(any(), times: 1) { _ in throw Declined() }
  await #expect(throws: Declined()) { try await payments.charge(euros) }
  #expect(try await payments.charge(euros) == receipt)

  gateway.on(any(), answers: [{ _ in throw Declined() }, { _ in receipt }])
  await #expect(throws: Declined()) { try await payments.charge(euros) }
  #expect(try await payments.charge(euros) == receipt)

  gateway.on(any()) { _ in
    try await Task.sleep(for: .milliseconds(5))  // latency
    try Task.checkCancellation()
    return receipt
  }
  #expect(try await payments.charge(euros) == receipt)
  #expect(gateway.values.map(\.amount.cents).allSatisfy { $0 == 500 })
  gateway.reset()
  #expect(gateway.values.isEmpty)
}

@Test func `defaults and overrides`() throws {
  let pricing = Stub<(String, Int), Double>(name: "pricing")
  pricing.on(any(), return: 1)
  _ = try pricing.invoke(("SKU-1", 3))

  let counter = Stub<Void, Int>(name: "counter")
  counter.on(any(), returns: [1, 2, 3])  // 1, 2, 3, 3, 3, …
  #expect(try (0..<5).map { _ in try counter() } == [1, 2, 3, 3, 3])

  let receipt = Receipt(id: "R-1")
  let refunds = Stub<Receipt, Void>(name: "refunds")  // answers ()
  let prices = Stub<String, Int>(name: "prices", default: 0)
  let audits = Stub<String, Void>(name: "audits", strict: true)  // throws
  refunds.on(any(), return: ())  // the fixture
  refunds.on(any()) { _ in throw Declined() }  // this test
  #expect(throws: Declined()) { try refunds(receipt) }
  #expect(try prices("SKU-1") == 0)
  #expect(throws: UnexpectedArguments.self) { try audits("A-1") }
}

@Test func `a welcome, then newsletters, never spam`() {
  withKnownIssue {
    let mailer = Mock<String>(name: "mailer", failFast: true)  // strict, ordered
    mailer.expect("welcome")
    mailer.expect(matches("a newsletter") { $0.hasPrefix("news:") }, times: .atLeast(1))
    mailer.reject("spam")

    mailer.record("welcome")
    mailer.record("news: May")
    mailer.record("spam")  // fails the test here, at once
    mailer.verify()  // and, with the rest, here
  }
}

@Test func `both prices are asked for`() {
  withKnownIssue {
    let pricing = Stub<String, Double>(name: "pricing")
    pricing.on("SKU-1", return: 9.5)
    pricing.on("SKU-2", return: 4.0)

    _ = try pricing.invoke("SKU-1")
    pricing.verifyUsed()  // fails the test here
  }
}

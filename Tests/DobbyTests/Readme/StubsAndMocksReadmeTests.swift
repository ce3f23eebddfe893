import Dobby
import Testing

// A copy of the Stubs and mocks article's example, so that it keeps
// compiling against the real API (types made private to this file).

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

@Suite(.temporaryRecordings)
struct StubsAndMocksReadmeTests {
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

  @Test func `a stub without a matching reaction throws`() {
    let pricing = Stub<(String, Int), Double>(name: "pricing")
    #expect {
      try pricing.invoke(("SKU-1", 3))
    } throws: { error in
      "\(error)" == #"stub "pricing" has no reaction for ("SKU-1", 3)"#
    }
  }

  @Test func `a mailer mock sends a welcome, then newsletters, never spam`() {
    let mailer = Mock<String>(name: "mailer", failFast: true)  // strict, ordered
    mailer.expect("welcome")
    mailer.expect(matches("a newsletter") { $0.hasPrefix("news:") }, times: .atLeast(1))
    mailer.reject("spam")

    mailer.record("welcome")
    mailer.record("news: May")
    withKnownIssue {
      mailer.record("spam")  // fails the test here, at once
    } matching: { issue in
      issue.text.hasPrefix(
        #"fail-fast: #3 mailer("spam") can never be valid (DOBBY-E003 rejected)"#)
    }
    mailer.record("news: June")
    withKnownIssue {
      mailer.verify()
    } matching: { issue in
      issue.text.contains("1 rejected")
    }
  }
}

private struct UnknownProduct: Error, Equatable {
  let sku: String
}

import Dobby
import Testing

// README.md and the articles at 0.3.0 (commit 9b12ce0), as they were, where
// the test needs code around them; the blocks an article showed whole are
// in Released/ and the Released targets.

// MARK: README.md and Patterns.md: a failure example

@Suite(.dobby) struct CheckoutTests {
  @Test func `the receipt follows the payment`() {
    withKnownIssue {
      let payments = Recorder<Int>(name: "payments")
      let mailer = Recorder<String>(name: "mailer")
      let pattern = Pattern()
      pattern.expect(42, in: payments)
      pattern.expect("receipt", in: mailer, because: "the receipt follows the payment")
      pattern.reject("spam", in: mailer, because: "mail is opt-in")

      payments.record(42)
      mailer.record("spam")
      pattern.verify()
    }
  }
}

// MARK: Patterns.md

private struct Checkout {
  let pay: @Sendable (Int) -> Void
  let mail: @Sendable (String) -> Void
  func run(total: Int) {
    pay(total)
    mail("receipt")
  }
}

@Test func `checkout charges before it mails the receipt`() {
  let payments = Recorder<Int>(name: "payments")
  let mailer = Recorder<String>(name: "mailer")
  let checkout = Checkout(pay: { payments.record($0) }, mail: { mailer.record($0) })

  checkout.run(total: 42)

  let pattern = Pattern()  // strict and ordered
  pattern.expect(42, in: payments)  // a plain value stands for equals(42)
  pattern.expect("receipt", in: mailer)
  pattern.verify()  // fails the test at this line if it does not hold
}

@Test func `partial orders`() {
  let auth = Recorder<String>(name: "auth")
  let api = Recorder<String>(name: "api")
  let pattern = Pattern(ordered: false)  // any order, except for the edges
  let login = pattern.expect("login", in: auth)  // Tests/SessionTests.swift:12
  let token = pattern.expect("token", in: auth)  // :13
  pattern.expect("fetch", in: api, times: 1...2, after: [login, token])  // :14
  pattern.expect("ping", in: api, times: 0...)  // :15, any time

  // recorded: auth("token"), api("ping"), api("fetch"), auth("login")
  auth.record("token")
  api.record("ping")
  api.record("fetch")
  auth.record("login")
  #expect(pattern.check().plainText.contains("must come after"))
}

// MARK: GeneratedDoubles.md: what the generator wrote at 0.3.0

protocol PaymentGateway: Sendable {
  func charge(_ amount: Int, for order: String) async throws -> String
  func refund(_ charge: String) -> Bool
}

protocol GeneratedMailer: Sendable {
  func send(to customer: String, subject: String)
}

final class PaymentGatewayDouble: PaymentGateway, Sendable {
  init() {}

  /// The calls of `charge(_:for:)`, with `amount, order`.
  let charge = Stub<(Int, String), String>(name: "PaymentGateway.charge")
  func charge(_ amount: Int, for order: String) async throws -> String {
    try await self.charge.invoke((amount, order))
  }

  /// The calls of `refund(_:)`, with `charge`.
  let refund = Stub<String, Bool>(name: "PaymentGateway.refund")
  func refund(_ charge: String) -> Bool {
    self.refund.answer(charge)
  }
}

final class GeneratedMailerDouble: GeneratedMailer, Sendable {
  init() {}

  /// The calls of `send(to:subject:)`, with `customer, subject`.
  let send = Stub<(String, String), Void>(name: "Mailer.send")
  func send(to customer: String, subject: String) {
    self.send.answer((customer, subject))
  }
}

private struct GeneratedCheckout {
  let gateway: any PaymentGateway
  let mailer: any GeneratedMailer
  func pay(_ amount: Int, for order: String, customer: String) async throws {
    let charge = try await gateway.charge(amount, for: order)
    mailer.send(to: customer, subject: "Receipt \(charge)")
  }
}

@Test func `checkout charges, then mails the receipt`() async throws {
  let gateway = PaymentGatewayDouble()
  let mailer = GeneratedMailerDouble()
  gateway.charge.on(any(), return: "ch_1")
  let checkout = GeneratedCheckout(gateway: gateway, mailer: mailer)

  try await checkout.pay(500, for: "A-1", customer: "ann@example.com")

  let pattern = Pattern()
  pattern.expect((500, "A-1"), in: gateway.charge)
  pattern.expect(("ann@example.com", "Receipt ch_1"), in: mailer.send)
  pattern.verify()
}

// MARK: Matchers.md

extension ChargeRequest: MatcherConvertible {}  // an Equatable & Sendable type

@Test func `matchers of 0.3.0`() throws {
  let five = Money(cents: 5, currency: "EUR")
  let stub = Stub<(ChargeRequest, Int), Int>(name: "stub")
  stub.on(matches((ChargeRequest(orderID: "A-1", amount: five), any())), return: 1)
  #expect(try stub.invoke((ChargeRequest(orderID: "A-1", amount: five), 3)) == 1)

  let byAmount = matches(\ChargeRequest.amount, equals(Money(cents: 5, currency: "EUR")))
    .explain(ChargeRequest(orderID: "A-1", amount: Money(cents: 5, currency: "USD")))
  #expect(!byAmount.isEmpty)
  #expect(!matches((equals(1), equals("foobar"))).explain((1, "foo")).isEmpty)
  #expect(!equals(("a", 1)).explain(("a", 2)).isEmpty)
  #expect(shipped(by: "DHL").matches(.shipped("A-1", carrier: "DHL")))
}

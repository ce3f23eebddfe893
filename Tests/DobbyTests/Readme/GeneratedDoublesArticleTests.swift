import Dobby
import DobbyTestSupport
import Testing

// The GeneratedDoubles article's example, compiled and run: the protocols,
// the doubles dobby-gen writes for them (DobbyGenTests' GeneratorTests
// checks that it writes exactly the file the article shows), and the test. A namespace keeps
// its names apart from the other tests'.

enum GeneratedDoublesArticle {
  protocol PaymentGateway: Sendable {
    func charge(_ amount: Int, for order: String) async throws -> String
    func refund(_ charge: String) -> Bool
  }

  protocol Mailer: Sendable {
    func send(to customer: String, subject: String)
  }

  /// A double of `PaymentGateway`: every requirement records its calls in
  /// a stub named after it and answers with the stub's reactions.
  final class PaymentGatewayDouble: PaymentGateway, Sendable {
    init() {}

    /// The calls of `charge(_:for:)`, with `amount, order`.
    let charge = Dobby.Stub<(Int, String), String>(name: "PaymentGateway.charge")
    func charge(_ amount: Int, for order: String) async throws -> String {
      try await self.charge.invoke((amount, order))
    }

    /// The calls of `refund(_:)`, with `charge`.
    let refund = Dobby.Stub<String, Bool>(name: "PaymentGateway.refund")
    func refund(_ charge: String) -> Bool {
      self.refund.answer(charge)
    }
  }

  /// A double of `Mailer`: every requirement records its calls in
  /// a stub named after it and answers with the stub's reactions.
  final class MailerDouble: Mailer, Sendable {
    init() {}

    /// The calls of `send(to:subject:)`, with `customer, subject`.
    let send = Dobby.Stub<(String, String), Void>(name: "Mailer.send")
    func send(to customer: String, subject: String) {
      self.send.answer((customer, subject))
    }
  }

  /// The code under test.
  struct Checkout {
    var gateway: any PaymentGateway
    var mailer: any Mailer

    func pay(_ amount: Int, for order: String, customer: String) async throws {
      let charge = try await gateway.charge(amount, for: order)
      mailer.send(to: customer, subject: "Receipt \(charge)")
    }
  }

  @Suite(.temporaryRecordings)
  struct ExampleTests {
    @Test func `checkout charges, then mails the receipt`() async throws {
      let gateway = PaymentGatewayDouble()
      let mailer = MailerDouble()
      gateway.charge.on(any(), return: "ch_1")
      let checkout = Checkout(gateway: gateway, mailer: mailer)

      try await checkout.pay(500, for: "A-1", customer: "ann@example.com")

      let pattern = Pattern()
      pattern.expect((500, "A-1"), in: gateway.charge)
      pattern.expect(("ann@example.com", "Receipt ch_1"), in: mailer.send)
      pattern.verify()
    }
  }
}

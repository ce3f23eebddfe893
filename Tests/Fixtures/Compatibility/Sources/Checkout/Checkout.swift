/// The code under test of the generated doubles article at 0.3.0, which
/// the article names but does not show (its protocols are in Released/):
/// it charges, then mails the receipt.
struct Checkout {
  let gateway: any PaymentGateway
  let mailer: any Mailer

  func pay(_ amount: Int, for order: String, customer: String) async throws {
    let charge = try await gateway.charge(amount, for: order)
    mailer.send(to: customer, subject: "Receipt \(charge)")
  }
}

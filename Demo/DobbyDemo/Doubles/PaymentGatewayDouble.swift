import DobbyCore

/// A payment gateway double built on a `Stub`: it approves every charge
/// with a charge id made from the order (unless made with
/// `approvesCharges: false`), and records every request.
final class PaymentGatewayDouble: PaymentGateway {
  /// The charges requested, amount and order id, with their answers.
  let charges = Stub<(Money, String), String>(name: "payments")

  init(approvesCharges: Bool = true) {
    if approvesCharges { approveAll() }
  }

  /// Approves every charge from now on: a reaction newer than those
  /// before it, so it answers first.
  func approveAll() {
    charges.on(any()) { _, order in "ch_\(order)" }
  }

  func charge(_ amount: Money, for order: String) throws -> String {
    try charges.invoke((amount, order))
  }
}

public import DobbyCore

/// A payment gateway double: records every charge and approves it.
public final class PaymentGatewayDouble: PaymentGateway {
  /// The charges requested: amount and order id.
  public let charges = Recorder<(Money, String)>(name: "payments")

  public init() {}

  public func charge(_ amount: Money, for order: String) throws -> String {
    charges.record((amount, order))
    return "ch_\(order)"
  }
}

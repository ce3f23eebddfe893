import Dobby

/// Doubles for the caller tests, in a file of their own: each method
/// records, and reports must not point here.
final class PaymentGatewayDouble: PaymentGateway {
  let charges = Recorder<Int>(name: "payments")
  func charge(_ cents: Int, currency: String) { charges.record(cents) }
}

final class NotifierDouble: Notifier {
  let messages = Recorder<String>(name: "notifier")
  func notify(_ message: String) { messages.record(message) }
}

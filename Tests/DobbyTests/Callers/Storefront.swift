/// Production code for the caller tests: it calls its collaborators
/// through protocols, as code under test does.
protocol PaymentGateway: Sendable {
  func charge(_ cents: Int, currency: String)
}

protocol Notifier: Sendable {
  func notify(_ message: String)
}

struct Storefront {
  let payments: any PaymentGateway
  let notifier: any Notifier

  func place(cents: Int, currency: String) {
    notifier.notify("placed")
    payments.charge(cents, currency: currency)
  }

  func refund(cents: Int) {
    payments.charge(-cents, currency: "EUR")
  }
}

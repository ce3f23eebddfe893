/// Charges customers.
protocol PaymentGateway: Sendable {
  /// Charges `amount` for `order`; returns the charge's id.
  func charge(_ amount: Money, for order: String) throws -> String
}

/// Holds stock for orders.
protocol Inventory: Sendable {
  /// How many units of `sku` are available.
  func available(_ sku: String) -> Int
  /// Reserves `quantity` units of `sku`.
  func reserve(_ sku: String, quantity: Int)
}

/// Sends customers mail.
protocol Mailer: Sendable {
  func send(_ mail: Mail)
}

/// A message to a customer.
struct Mail: Sendable, Hashable {
  var to: String
  var subject: String
}

/// Keeps a trail of what the shop did.
protocol AuditLog: Sendable {
  func log(_ event: AuditEvent)
}

/// One audited event.
enum AuditEvent: Sendable, Hashable {
  case reserved(order: String)
  case charged(order: String, charge: String)
  case mailed(order: String)
  case failed(order: String, reason: String)
}

/// Why a checkout stopped.
enum CheckoutError: Error, Equatable {
  case outOfStock(sku: String)
  case paymentDeclined
}

/// Charges customers.
public protocol PaymentGateway: Sendable {
  /// Charges `amount` for `order`; returns the charge's id.
  func charge(_ amount: Money, for order: String) throws -> String
}

/// Holds stock for orders.
public protocol Inventory: Sendable {
  /// How many units of `sku` are available.
  func available(_ sku: String) -> Int
  /// Reserves `quantity` units of `sku`.
  func reserve(_ sku: String, quantity: Int)
}

/// Sends customers mail.
public protocol Mailer: Sendable {
  func send(_ mail: Mail)
}

/// A message to a customer.
public struct Mail: Sendable, Hashable {
  public var to: String
  public var subject: String

  public init(to: String, subject: String) {
    self.to = to
    self.subject = subject
  }
}

/// Keeps a trail of what the shop did.
public protocol AuditLog: Sendable {
  func log(_ event: AuditEvent)
}

/// One audited event.
public enum AuditEvent: Sendable, Hashable {
  case reserved(order: String)
  case charged(order: String, charge: String)
  case mailed(order: String)
  case failed(order: String, reason: String)
}

/// Why a checkout stopped.
public enum CheckoutError: Error, Equatable {
  case outOfStock(sku: String)
  case paymentDeclined
}

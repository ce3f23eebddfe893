/// An amount of money in minor units (cents) and an ISO currency code.
public struct Money: Sendable, Hashable {
  public var cents: Int
  public var currency: String

  public init(cents: Int, currency: String) {
    self.cents = cents
    self.currency = currency
  }
}

/// One line of an order.
public struct OrderLine: Sendable, Hashable {
  public var sku: String
  public var quantity: Int

  public init(sku: String, quantity: Int) {
    self.sku = sku
    self.quantity = quantity
  }
}

/// A customer's order.
public struct Order: Sendable, Hashable {
  public var id: String
  public var customer: String
  public var lines: [OrderLine]
  public var total: Money

  public init(id: String, customer: String, lines: [OrderLine], total: Money) {
    self.id = id
    self.customer = customer
    self.lines = lines
    self.total = total
  }
}

/// An amount of money in minor units (cents) and an ISO currency code.
struct Money: Sendable, Hashable {
  var cents: Int
  var currency: String
}

/// One line of an order.
struct OrderLine: Sendable, Hashable {
  var sku: String
  var quantity: Int
}

/// A customer's order.
struct Order: Sendable, Hashable {
  var id: String
  var customer: String
  var lines: [OrderLine]
  var total: Money
}

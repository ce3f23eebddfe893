/// A payment: a struct with two fields, for field-by-field differences.
public struct Payment: Equatable, Sendable {
  public var amount: Int
  public var currency: String

  public init(amount: Int, currency: String) {
    self.amount = amount
    self.currency = currency
  }
}

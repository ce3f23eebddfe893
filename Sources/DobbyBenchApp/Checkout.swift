/// The benchmark's "library code": it calls its collaborators through
/// their protocols from this module, as an app's code calls the doubles a
/// test injects, so that no call is specialised or inlined into the
/// caller.
public struct Checkout: Sendable {
  let ledger: any Ledger
  let prices: any PriceList
  let gateway: any Gateway
  let shipping: any Shipping

  /// Checkout code that calls `ledger`, `prices`, `gateway` and `shipping`.
  public init(
    ledger: any Ledger, prices: any PriceList, gateway: any Gateway, shipping: any Shipping
  ) {
    self.ledger = ledger
    self.prices = prices
    self.gateway = gateway
    self.shipping = shipping
  }

  /// Posts the amounts `0..<count`, one call each (G1).
  public func postAll(_ count: Int) {
    for amount in 0..<count { ledger.post(amount) }
  }

  /// The sum of the prices of the items `0..<count`, one call each (G2).
  public func total(_ count: Int) -> Int {
    var sum = 0
    for sku in 0..<count { sum &+= prices.price(of: sku) }
    return sum
  }

  /// Charges the amounts `0..<count`, one awaited call each, and returns
  /// the sum of the receipts (G3).
  public func chargeAll(_ count: Int) async throws -> Int {
    var sum = 0
    for amount in 0..<count { sum &+= try await gateway.charge(amount) }
    return sum
  }

  /// The sum of `count` shipping rates of two `SKU-1`, one call each (G6).
  public func shippingTotal(_ count: Int) -> Int {
    var sum = 0
    for _ in 0..<count { sum &+= shipping.rate(for: "SKU-1", quantity: 2) }
    return sum
  }

  /// Posts the amounts `0..<count` round-robin across `ledgers` (G5).
  public static func spread(_ count: Int, over ledgers: [any Ledger]) {
    for amount in 0..<count { ledgers[amount % ledgers.count].post(amount) }
  }
}

extension Checkout {
  /// Posts each amount of `0..<count` once, in an order far from sorted
  /// (`i * 48_271 % count`, a permutation when `count` has no factor
  /// 48,271), so that a sorted compare has work to do (G4).
  public func postShuffled(_ count: Int) {
    for index in 0..<count { ledger.post(index &* 48_271 % count) }
  }
}

import Dobby
public import DobbyBenchApp

// The test side of the user's path (G1-G6), as a user's test writes it:
// the generated doubles (Doubles/), set up with `on`, injected into the
// app's code, and verified with a `Pattern`. dobby-bench times it against
// Mockolo-shaped mocks.

/// Checkouts whose collaborators are generated doubles.
public enum DoubledCheckout {
  /// A checkout of fresh doubles: the ledger answers `()` by default, the
  /// price list and the gateway answer 1 to any argument, and shipping
  /// answers 1 to the rate of two `SKU-1`.
  public static func make() -> Checkout {
    let prices = PriceListDouble()
    prices.price.on(any(), return: 1)
    let gateway = GatewayDouble()
    gateway.charge.on(any(), return: 1)
    let shipping = ShippingDouble()
    shipping.rate.on(("SKU-1", 2), return: 1)
    return Checkout(
      ledger: LedgerDouble(), prices: prices, gateway: gateway, shipping: shipping)
  }

  /// `count` calls of one ledger double, each amount of `0..<count` once
  /// in shuffled order, and an unordered pattern that expects each amount
  /// once (G4).
  public static func unordered(_ count: Int) -> DoubledVerification {
    let ledger = LedgerDouble()
    Checkout(
      ledger: ledger, prices: PriceListDouble(), gateway: GatewayDouble(),
      shipping: ShippingDouble()
    ).postShuffled(count)
    let pattern = Pattern(ordered: false)
    for amount in 0..<count { pattern.expect(equals(amount), in: ledger.post) }
    return DoubledVerification(pattern: pattern)
  }

  /// `count` calls round-robin across `doubles` ledger doubles, and an
  /// ordered pattern that expects them in that order (G5).
  public static func ordered(_ count: Int, across doubles: Int) -> DoubledVerification {
    let ledgers = (0..<doubles).map { _ in LedgerDouble() }
    Checkout.spread(count, over: ledgers)
    let pattern = Pattern(ordered: true)
    for amount in 0..<count {
      pattern.expect(equals(amount), in: ledgers[amount % doubles].post)
    }
    return DoubledVerification(pattern: pattern)
  }
}

/// A pattern over doubles the app's code called, ready to check.
public struct DoubledVerification {
  let pattern: Pattern

  /// Checks the pattern once, building its whole report.
  ///
  /// - Returns: Whether it passed.
  public func check() -> Bool { pattern.check().passed }
}

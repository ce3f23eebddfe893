/// A source of time, in another module than the protocols that inherit it.
public protocol Clock: Sendable {
  /// Seconds since the shop opened.
  func now() -> Int
}

/// An amount of money in cents.
public struct Money: Sendable, Hashable {
  public var cents: Int
  public init(cents: Int) { self.cents = cents }
}

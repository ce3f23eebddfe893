/// A value that can stand where `times:` takes a count: a ``Cardinality``,
/// an `Int` (`.exactly(n)`), a `ClosedRange<Int>` (`.between(a...b)`) or a
/// `PartialRangeFrom<Int>` (`.atLeast(n)`).
///
/// ```swift
/// pattern.expect("ping", in: pings, times: 2)        // .exactly(2)
/// pattern.expect("ping", in: pings, times: 1...3)    // .between(1...3)
/// pattern.expect("ping", in: pings, times: 2...)     // .atLeast(2)
/// pattern.expect("ping", in: pings, times: .atMost(4))
/// ```
///
/// Variables work as literals do (`times: count`, `times: low...high`).
/// `times:` is generic over this protocol rather than overloaded per
/// form, and the ranges are the standard library's: an operator on
/// ``Cardinality`` would have been preferred to the standard library's
/// `...` in every `let range = 1...3` of a file that imports Dobby.
public protocol CardinalityConvertible: Sendable {
  /// The cardinality this value stands for.
  var cardinality: Cardinality { get }
}

extension Cardinality: CardinalityConvertible {
  public var cardinality: Cardinality { self }
}

extension Int: CardinalityConvertible {
  /// `.exactly(self)`.
  public var cardinality: Cardinality { .exactly(self) }
}

extension ClosedRange<Int>: CardinalityConvertible {
  /// `.between(self)`.
  public var cardinality: Cardinality { .between(self) }
}

extension PartialRangeFrom<Int>: CardinalityConvertible {
  /// `.atLeast(lowerBound)`.
  public var cardinality: Cardinality { .atLeast(lowerBound) }
}

// The cases of `Cardinality`, reachable with a leading dot where `times:`
// is generic (`times: .exactly(2)`). Disfavoured, so that where the type is
// `Cardinality` itself the enum's cases are meant, without ambiguity.
extension CardinalityConvertible where Self == Cardinality {
  /// Exactly once.
  @_disfavoredOverload public static var once: Cardinality { Cardinality.once }
  /// Never.
  @_disfavoredOverload public static var never: Cardinality { Cardinality.never }
  /// Exactly `n` times.
  @_disfavoredOverload public static func exactly(_ n: Int) -> Cardinality {
    Cardinality.exactly(n)
  }
  /// `n` times or more.
  @_disfavoredOverload public static func atLeast(_ n: Int) -> Cardinality {
    Cardinality.atLeast(n)
  }
  /// At most `n` times.
  @_disfavoredOverload public static func atMost(_ n: Int) -> Cardinality {
    Cardinality.atMost(n)
  }
  /// A number of times within `range`.
  @_disfavoredOverload public static func between(_ range: ClosedRange<Int>) -> Cardinality {
    Cardinality.between(range)
  }
}

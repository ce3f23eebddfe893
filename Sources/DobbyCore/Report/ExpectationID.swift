/// The id of an expectation or rejection in a pattern or report: `E1` for
/// the first one set up.
///
/// The id is 1-based, as reports print it; its ``index`` is the 0-based
/// position in ``VerificationReport/expectations``. An integer literal is
/// the 1-based id:
///
/// ```swift
/// let id: ExpectationID = 1
/// print(id)  // E1
/// report.expectations[id.index]
/// ```
public struct ExpectationID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The 1-based id people read: 1 for `E1`.
  public var number: Int

  /// The expectation with the 1-based id `number`.
  @inlinable
  public init(number: Int) { self.number = number }

  /// The expectation with the 1-based id `value`: `E1` for 1.
  @inlinable
  public init(integerLiteral value: Int) { self.number = value }

  /// The expectation at the 0-based position `index`: `E1` for 0.
  @inlinable
  public init(index: Int) { self.number = Numbering.number(ofIndex: index) }

  /// The 0-based position among the pattern's expectations: 0 for `E1`.
  @inlinable
  public var index: Int { Numbering.index(ofNumber: number) }

  /// `E1`.
  public var description: String { "E\(number)" }

  /// Whether `lhs` was set up before `rhs`.
  @inlinable
  public static func < (lhs: ExpectationID, rhs: ExpectationID) -> Bool {
    lhs.number < rhs.number
  }
}

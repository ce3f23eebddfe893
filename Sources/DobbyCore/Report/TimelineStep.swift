/// A step of a report's merged timeline: a position in it, which people
/// read as `#1`, `#2`, …
///
/// A step keeps the timeline's 0-based ``index``; its 1-based ``number`` is
/// what reports print, so the step at index 0 prints as `#1`. An integer
/// literal is the printed number, as it is for ``ExpectationID``:
///
/// ```swift
/// let step: TimelineStep = 2
/// print(step)  // #2
/// report.timeline[step.index]  // index 1
/// ```
public struct TimelineStep: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The 0-based index in the report's timeline.
  public var index: Int

  /// The step at the 0-based `index`.
  @inlinable
  public init(index: Int) { self.index = index }

  /// The step people read as `#value`: `TimelineStep(integerLiteral: 1)`
  /// prints as `#1` and is index 0.
  ///
  /// Before 0.4.0 a literal was the 0-based index (`2` printed `#3`).
  @inlinable
  public init(integerLiteral value: Int) { self.index = Numbering.index(ofNumber: value) }

  /// The step people read as `#number`: `TimelineStep(number: 1)` is index 0.
  @inlinable
  public init(number: Int) { self.index = Numbering.index(ofNumber: number) }

  /// The 1-based number people read: 1 for index 0.
  @inlinable
  public var number: Int { Numbering.number(ofIndex: index) }

  /// `#1` for index 0; `#?` for the one index that has no number
  /// (`Int.max`, which a damaged file may name).
  public var description: String { index < Int.max ? "#\(number)" : "#?" }

  /// Whether `lhs` comes before `rhs` in the timeline.
  @inlinable
  public static func < (lhs: TimelineStep, rhs: TimelineStep) -> Bool { lhs.index < rhs.index }
}

/// The one place that converts between the two ways Dobby counts: the
/// 0-based index a program uses and the 1-based number a person reads
/// (`#1` is the timeline's index 0; `E1` is the expectation at index 0).
///
/// ``TimelineStep`` and ``ExpectationID`` convert through it, and so does every
/// other 1-based number the reports and the debugger print (a position
/// among the search's matches, a lane, a column); nothing else adds or
/// subtracts one to change numbering.
///
/// The conversions wrap rather than trap at the ends of `Int`: a report
/// read from a damaged file may name any number, and a wrapped value is
/// out of every range a reader checks.
@usableFromInline
package enum Numbering {
  /// The number a person reads for the 0-based `index`.
  @inlinable
  package static func number(ofIndex index: Int) -> Int { index &+ 1 }

  /// The 0-based index of the 1-based `number`.
  @inlinable
  package static func index(ofNumber number: Int) -> Int { number &- 1 }
}

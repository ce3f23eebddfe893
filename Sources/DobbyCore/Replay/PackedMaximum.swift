/// A cardinality's maximum, or none, in 4 bytes: what the ordered
/// replay's automaton compares a state's count with at every step.
///
/// No maximum is stored as the largest `Int32`, so that ``hasRoom(after:)``
/// is one comparison; a finite maximum is clamped below it (no count
/// reaches that many interactions).
struct PackedMaximum: Sendable {
  private let code: Int32

  /// `maximum`; `nil` for none.
  init(_ maximum: Int?) {
    code = maximum.map { Int32(clamping: min($0, Int(Int32.max) - 1)) } ?? .max
  }

  /// Whether there is no maximum.
  var isUnbounded: Bool { code == .max }

  /// Whether an expectation that has consumed `count` interactions may
  /// consume one more.
  @inline(__always)
  func hasRoom(after count: Int32) -> Bool { count < code }
}

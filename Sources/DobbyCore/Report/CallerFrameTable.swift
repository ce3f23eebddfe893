/// The caller frames of a report's timeline, by step: what
/// ``VerificationReport/resolvingCallers(_:)`` names.
///
/// Return addresses mean something only in the process that captured them,
/// so they are no part of the report's value: two tables are always equal,
/// and recordings do not keep them.
struct CallerFrameTable: Sendable, Equatable {
  /// The frames of the interaction at a step; `nil` for a report not made
  /// by `check()` in this process.
  let frames: (@Sendable (_ step: Int) -> CallerFrames)?

  /// No frames.
  static let none = CallerFrameTable(frames: nil)

  static func == (lhs: CallerFrameTable, rhs: CallerFrameTable) -> Bool { true }
}

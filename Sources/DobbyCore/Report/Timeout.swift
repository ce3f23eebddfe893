/// How a verification that waited for its recorders ended without passing:
/// a report from `check(within:)`, awaited or not, that failed at the
/// deadline, gave up early because its verdict could no longer change, or
/// was cancelled.
public struct Timeout: Sendable, Hashable {
  /// Why a wait ended before the pattern passed.
  public enum Ending: Sendable, Hashable {
    /// The deadline passed.
    case deadline
    /// The interaction at `step` made the verdict final: no later interaction can undo it (see
    /// ``VerificationReport/isFinal``).
    case final(step: TimelineStep)
    /// The waiting task was cancelled.
    case cancelled
  }

  /// How long it waited, in milliseconds: the whole wait at a deadline,
  /// the time until it gave up or was cancelled otherwise.
  public var milliseconds: Int
  /// The clock tick when the wait began: the interactions after it arrived
  /// while it waited.
  public var startTick: UInt64
  /// Why it ended.
  public var ending: Ending

  /// A wait of `milliseconds` that began at `startTick` and ended as
  /// `ending` says.
  public init(milliseconds: Int, startTick: UInt64, ending: Ending = .deadline) {
    self.milliseconds = milliseconds
    self.startTick = startTick
    self.ending = ending
  }

  /// `timed out after 500 ms`, `gave up after 12 ms`, `cancelled after 3 ms`.
  public var summary: String {
    let verb =
      switch ending {
      case .deadline: "timed out"
      case .final: "gave up"
      case .cancelled: "cancelled"
      }
    return "\(verb) after \(milliseconds) ms"
  }

  /// `duration` in whole milliseconds (rounded up, so a wait is never
  /// shown as 0 ms); `0` for a negative duration, `Int.max` for one too
  /// long to count.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let partial = attoseconds > 0 ? (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 : 0
    let (whole, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1_000)
    guard !overflow, seconds >= 0 else { return seconds < 0 ? 0 : .max }
    let (total, over) = whole.addingReportingOverflow(Int(partial))
    return over ? .max : total
  }
}

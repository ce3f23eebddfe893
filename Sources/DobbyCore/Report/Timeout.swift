/// How a verification that waited for its recorders ran out of time: a
/// report from `check(within:)` or `check(timeout:)` that failed at the
/// deadline.
public struct Timeout: Sendable, Hashable {
  /// How long it waited, in milliseconds.
  public var milliseconds: Int
  /// The clock tick when the wait began: the interactions after it arrived
  /// while it waited.
  public var startTick: UInt64

  /// A wait of `milliseconds` that began at `startTick`.
  public init(milliseconds: Int, startTick: UInt64) {
    self.milliseconds = milliseconds
    self.startTick = startTick
  }

  /// `duration` in whole milliseconds (rounded up, so a wait is never
  /// shown as 0 ms).
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let partial = attoseconds > 0 ? (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000 : 0
    return Int(clamping: seconds) &* 1_000 &+ Int(partial)
  }
}

public import Synchronization

/// The process-wide counter behind every timestamp.
@usableFromInline
let _logicalClockCounter = Atomic<UInt64>(0)

/// The process-wide logical clock that stamps every recorded interaction.
///
/// Ticks are unique and strictly increasing across all threads, so the
/// interactions of many recorders merge into one timeline by timestamp. The
/// clock is a lock-free `Atomic<UInt64>`; no queue or lock is involved.
public enum LogicalClock {
  /// Takes the next tick.
  ///
  /// - Returns: A timestamp greater than every tick taken before it.
  /// - Complexity: O(1), one atomic add.
  @inlinable @inline(__always)
  public static func tick() -> UInt64 {
    // `wrappingAdd` is one `lock xadd`; `add` checks for overflow with a
    // compare-and-swap loop (a 64-bit tick counter cannot overflow).
    _logicalClockCounter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The latest tick taken so far (0 before the first).
  ///
  /// Every interaction recorded before this read has a timestamp at most
  /// `now`; verification uses it as its clock cut.
  public static var now: UInt64 {
    _logicalClockCounter.load(ordering: .relaxed)
  }
}

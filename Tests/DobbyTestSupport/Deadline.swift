import Foundation

/// Work that might hang or overflow the stack, run on its own thread with
/// a known stack and waited for with a deadline.
public enum Deadline {
  /// The result of `work`, run on a new thread with `stackBytes` of
  /// stack, or `nil` if it did not finish within `seconds` (the thread is
  /// then left to finish alone; the test fails rather than hangs).
  public static func run<Result: Sendable>(
    seconds: Double = 20, stackBytes: Int = 8 << 20, _ work: @escaping @Sendable () -> Result
  ) -> Result? {
    let box = ResultBox<Result>()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.set(work())
      finished.signal()
    }
    thread.stackSize = stackBytes
    thread.start()
    guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.get()
  }
}

/// A result handed from one thread to another under a lock.
private final class ResultBox<Result: Sendable>: @unchecked Sendable {
  // SAFETY: `value` is read and written only while holding `lock`.
  private let lock = NSLock()
  private var value: Result?

  func set(_ result: Result) { lock.withLock { value = result } }
  func get() -> Result? { lock.withLock { value } }
}

public import Foundation

extension Thread {
  /// Runs `work` on a new thread, not a task, and returns when it ends:
  /// how tests put a verify or a record off every test's task.
  public static func runToEnd(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
      work()
      done.signal()
    }.start()
    done.wait()
  }
}

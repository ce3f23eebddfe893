import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// At a test process's end, a bounded chance for work its tests started
/// and never awaited to run: a `Task {}` still queued when the last test
/// returned (with `swift test --parallel` on Linux, each test is a process
/// of its own, which ends as soon as the test returns) would otherwise
/// never run, and what it records late would never be seen.
///
/// The process's end runs a few rounds of marker tasks, one at each
/// priority: the global executor starts the jobs queued before a marker
/// before the marker, so once every marker of a round ran, the work queued
/// before it has started; the next round gives it time to get on. It waits
/// ``limit`` at the most, and, on an idle executor, a few tens of
/// microseconds.
enum PendingWorkAtExit {
  /// The longest the process's end waits for the markers.
  static let limit = DispatchTimeInterval.milliseconds(250)

  /// How many rounds of markers run.
  static let rounds = 3

  /// The priorities markers run at: one per queue of the global executor.
  static let priorities: [TaskPriority] = [.high, .medium, .low, .background]

  /// Makes the process's end let pending work run, then (after) check for
  /// failures no test took; runs once, as the test process loads.
  static func install() { installed }

  private static let installed: Void = {
    // Handlers run in the reverse order of registration: the failures'
    // check, registered first, runs after the pending work did.
    UnreportedFailures.checkAtExit()
    atexit(letPendingWorkRunAtExit)
  }()

  /// Runs ``rounds`` rounds of markers, each followed by a wait for the
  /// late reports under way (a task that started before a marker may be
  /// saving its recording), within `limit`; returns how many rounds ran to
  /// the end.
  @discardableResult
  static func letRun(limit: DispatchTimeInterval = limit) -> Int {
    let deadline = DispatchTime.now() + limit
    for round in 0..<rounds {
      let ran = DispatchSemaphore(value: 0)
      for priority in priorities {
        Task.detached(priority: priority) { ran.signal() }
      }
      for _ in priorities {
        if ran.wait(timeout: deadline) == .timedOut { return round }
      }
      while LateWork.reportsUnderWay > 0 {
        if DispatchTime.now() >= deadline { return round }
        usleep(100)
      }
    }
    return rounds
  }
}

private func letPendingWorkRunAtExit() {
  UnreportedFailures.noteProcessEnding()
  PendingWorkAtExit.letRun()
}

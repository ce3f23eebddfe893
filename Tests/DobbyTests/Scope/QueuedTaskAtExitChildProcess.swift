import Dobby
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The child side of `XCTestOffThreadTests`' test of work still queued
/// when the process ends: run alone in a child process (``ChildTestRun``),
/// as `swift test --parallel` runs each test, its test starts a `Task` it
/// does not await, which records once the process has begun to exit; run
/// any other way, it does nothing.
final class QueuedTaskAtExitChildProcess: XCTestCase {
  /// Opened by the process's end, before Dobby's handler runs.
  private static let gate = AsyncStream<Void>.makeStream()

  func testStartsATaskThatRecordsOnceTheProcessEnds() {
    guard ChildTestRun.isChild(Self.self) else { return }
    let mailer = Recorder<String>(name: "mailer")
    let gate = Self.gate.stream
    Task {
      for await _ in gate {}
      mailer.record("receipt")
    }
    // Registered after Dobby's, so it runs first: the task is queued
    // only as the process ends.
    atexit { QueuedTaskAtExitChildProcess.gate.continuation.finish() }
  }
}

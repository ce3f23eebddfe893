import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// The child side of `OffTaskFailureTests`' test of a failure its Swift
/// Testing test never takes: run in a child process (``ChildTestRun``),
/// its test, which has no `.dobby`, verifies a failing pattern on a
/// `Thread` and returns without reaching Dobby again; run any other way,
/// it does nothing.
struct UnscopedThreadChildProcess {
  @Test func `verifies on a thread and returns`() {
    guard ChildTestRun.isChild(Self.self) else { return }
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    Thread.runToEnd { pattern.verify() }
  }
}

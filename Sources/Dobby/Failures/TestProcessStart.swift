/// What the test process runs as it loads, before its first test (called
/// by the `CDobbyTestStart` target's loader function, in a test runner
/// only): the bridge is installed and XCTest's observation starts, so the
/// process's first XCTest test runs in a scope, and what a `Task` it
/// starts records names it, as for every later test; and the process's
/// end lets work its tests left queued run before it checks for failures
/// no test took (see ``PendingWorkAtExit``).
@c(dobby_test_process_did_load)
func testProcessDidLoad() {
  TestBridge.install()
  XCTestRunning.observe()
  PendingWorkAtExit.install()
}

import Foundation
import XCTest

/// The test scope XCTest's observation gives each test of a plain
/// `XCTestCase` (a ``DobbyTestCase`` opens its own): what the test's
/// thread and the `Task {}`s it starts record carries the test's
/// identity, even after it returned; a failure found off the test's task
/// (a `Thread`, a `Task.detached`, a dispatch queue) fails the test that
/// made the pattern or mock at its tear-down, and one found after that
/// test ended is reported naming it, never the test running then. Unlike
/// ``DobbyTestCase``'s, it verifies nothing the test forgot.
///
/// The observation starts as the test process loads (see
/// `testProcessDidLoad()`), so every test's scope is bound from its start.
/// Where it starts later (a runner not named `.xctest`), at the first
/// pattern or mock, the test running then gets an unbound scope: what it
/// records is outside any test, but the patterns and mocks made on its
/// thread name it, and a failure found off its thread goes to XCTest at
/// once.
enum XCTestScope {
  /// The scope open from the start of its test case to its end, and
  /// whether it is bound to the test's thread.
  private static let open = Lock<(scope: ScopeRecord, isBound: Bool)?>(nil)

  /// Opens the scope of `testCase`, titled `title`, on the thread that
  /// starts it: its tear-down reports the failures held for it.
  static func begin(_ testCase: XCTestCase, title: String) {
    let scope = ScopeRecord(
      name: title, context: ScopeContext(title: title), verifiesWhatIsMade: false)
    let opened = open.withLock { open -> Bool in
      guard open == nil else { return false }
      open = (scope, true)
      return true
    }
    guard opened else { return }
    TestScope.enter(scope)
    testCase.addTeardownBlock { [weak testCase] in
      ScopeConclusion(scope: scope, reportsUnusedReactions: false).reportHeld {
        headline, message, site in
        testCase?.recordFailure(
          withDescription: headline + "\n" + message, inFile: site.filePath, atLine: site.line,
          expected: true)
      }
    }
  }

  /// The scope of the test running on the main thread while XCTest's
  /// observation has not yet told of any test (the test that installs the
  /// bridge), opened unbound on first use; `nil` elsewhere.
  static func unboundRunning() -> ScopeRecord? {
    guard Thread.isMainThread else { return nil }
    if let open = open.withLock({ $0 }) { return open.isBound ? nil : open.scope }
    guard case .unknown = XCTestRunning.current, let title = XCTestCaseName.current() else {
      return nil
    }
    let scope = ScopeRecord(
      name: title, context: ScopeContext(title: title), verifiesWhatIsMade: false)
    open.withLock { $0 = (scope, false) }
    XCTestRunning.observe(running: title)
    return scope
  }

  /// Whether `scope` holds failures found off its test's task for its
  /// tear-down: `false` for the unbound scope, whose failures go to
  /// XCTest at once.
  static func holdsFailures(_ scope: ScopeRecord) -> Bool {
    open.withLock { $0.map { $0.scope !== scope || $0.isBound } ?? true }
  }

  /// Ends the open scope, if any, once its test case has finished: a
  /// failure held for it since its tear-down is late, reported naming the
  /// test.
  static func end() {
    guard
      let (scope, isBound) = open.withLock({ open in
        defer { open = nil }; return open
      })
    else { return }
    if isBound { TestScope.leave() }
    ScopeConclusion(scope: scope, reportsUnusedReactions: false).finish {
      headline, message, site in
      FailureOwner.reportLate(headline: headline, message: message, at: site, test: scope.title)
    }
  }
}

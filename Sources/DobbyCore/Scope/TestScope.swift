public import Synchronization

/// How many test scopes have started in the process: while none has, a
/// record reads this one counter and no task-local. It never goes down, since a
/// task a test started may record after its test ended, and that record
/// still belongs to the test.
@usableFromInline let _activeTestScopes = Atomic<Int>(0)

/// The test an interaction, pattern, mock or stub belongs to: the test
/// scope (`@Test(.dobby)`, `@Suite(.dobby)`, or `DobbyTestCase`) whose task
/// made it, inherited by child tasks and `Task {}`, even after the test
/// ended: such late work is reported once, naming the test (see
/// ``LateWork``).
///
/// Test `0` is "outside any test": no scope was running on the task (a
/// `Thread`, a `Task.detached`, a dispatch callback, or a test without a
/// scope).
@usableFromInline package enum TestScope {
  /// The current task's test scope; `nil` outside any test.
  @TaskLocal static var bound: ScopeRecord?

  /// Whether a test scope runs anywhere in the process: while none does,
  /// there is no current scope and the current test is 0, without a
  /// task-local read. A record asks this before
  /// ``boundTest(recordingInto:)``, whose recorder a debug build would
  /// otherwise retain and release on every call only to pass it.
  // Transparent, not only inlinable: a debug build keeps no copies of its
  // locals for the debugger, each cleared on every call.
  @usableFromInline @_transparent
  package static var isAnyRunning: Bool { _activeTestScopes.load(ordering: .relaxed) != 0 }

  /// The current task's test, `0` outside any test: one relaxed load while
  /// no scope runs anywhere.
  ///
  /// - Complexity: O(1); a task-local read only while some scope runs.
  @inlinable @inline(__always)
  package static var currentTest: UInt64 {
    if _fastPath(!isAnyRunning) { return 0 }
    return boundTest()
  }

  /// The number of the current task's test scope, `0` outside any test;
  /// notes late work when that scope has ended.
  @usableFromInline static func boundTest() -> UInt64 {
    boundTest(recordingInto: nil)
  }

  /// ``boundTest()`` for a record into `recorder`, which late work keeps.
  @usableFromInline static func boundTest(recordingInto recorder: AnyObject?) -> UInt64 {
    guard let scope = bound else { return 0 }
    if _slowPath(scope.hasEnded) { scope.noteLateWork(recordingInto: recorder) }
    return scope.id
  }

  /// Runs `body` as the test `scope`, its records, patterns, mocks and
  /// stubs attributed to it, then ends the scope.
  package static func run<R>(
    _ scope: ScopeRecord, _ body: () async throws -> R
  ) async rethrows -> R {
    _activeTestScopes.add(1, ordering: .relaxed)
    return try await $bound.withValue(scope) { try await body() }
  }

  /// Runs `body` synchronously as the test `scope` (XCTest).
  package static func run<R>(_ scope: ScopeRecord, _ body: () throws -> R) rethrows -> R {
    _activeTestScopes.add(1, ordering: .relaxed)
    return try $bound.withValue(scope) { try body() }
  }

  /// The scope of the current task, if one is running (or ran: see
  /// ``ScopeRecord/hasEnded``).
  package static var current: ScopeRecord? {
    guard isAnyRunning, let scope = bound else { return nil }
    if scope.hasEnded { scope.noteLateWork() }
    return scope
  }
}

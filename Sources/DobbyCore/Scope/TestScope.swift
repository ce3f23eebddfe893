public import Synchronization

/// How many test scopes are running: while none is, a record reads this
/// one counter and no task-local.
@usableFromInline let _activeTestScopes = Atomic<Int>(0)

/// The test an interaction, pattern, mock or stub belongs to: the test
/// scope (`@Test(.dobby)`, `@Suite(.dobby)`, or `DobbyTestCase`) whose task
/// made it, inherited by child tasks and `Task {}`.
///
/// Test `0` is "outside any test": no scope was running on the task (a
/// `Thread`, a `Task.detached`, a dispatch callback, or a test without a
/// scope).
@usableFromInline package enum TestScope {
  /// The current task's test; `0` outside any test.
  @usableFromInline @TaskLocal static var boundTest: UInt64 = 0

  /// The current task's test, `0` outside any test: one relaxed load while
  /// no scope runs anywhere.
  ///
  /// - Complexity: O(1); a task-local read only while some scope runs.
  @inlinable @inline(__always)
  package static var currentTest: UInt64 {
    if _fastPath(_activeTestScopes.load(ordering: .relaxed) == 0) { return 0 }
    return boundTest
  }

  /// Runs `body` as the test `scope`, its records, patterns, mocks and
  /// stubs attributed to it, then ends the scope.
  package static func run<R>(
    _ scope: ScopeRecord, _ body: () async throws -> R
  ) async rethrows -> R {
    _activeTestScopes.add(1, ordering: .relaxed)
    defer { _activeTestScopes.subtract(1, ordering: .relaxed) }
    return try await $boundTest.withValue(scope.id) { try await body() }
  }

  /// Runs `body` synchronously as the test `scope` (XCTest).
  package static func run<R>(_ scope: ScopeRecord, _ body: () throws -> R) rethrows -> R {
    _activeTestScopes.add(1, ordering: .relaxed)
    defer { _activeTestScopes.subtract(1, ordering: .relaxed) }
    return try $boundTest.withValue(scope.id) { try body() }
  }

  /// The scope of the current task, if one is running.
  package static var current: ScopeRecord? { ScopeRecord.find(currentTest) }
}

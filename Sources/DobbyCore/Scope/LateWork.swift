import Synchronization

/// Work a test started that goes on after the test ended: a `Task {}` that
/// records, verifies or makes doubles once the test has returned. It still
/// belongs to the test, which can no longer fail, so it is reported once
/// per test, naming it; the test bridge saves a failed recording titled
/// after the test and makes the process's exit status non-zero too.
///
/// ```text
/// dobby: test "refund()" has ended, but work it started goes on (a Task it did not await records or verifies): await that work in the test
/// ```
package enum LateWork {
  /// Called with the text of the report and the test's scope.
  package typealias Hook = @Sendable (_ text: String, _ scope: ScopeRecord) -> Void

  private static let hook = Lock<Hook?>(nil)

  /// Where the current task's reports go instead of the hook; `nil` (the
  /// default) for the hook. A task the test starts inherits it, so a test
  /// of late work binds it around the test.
  @TaskLocal package static var sink: (@Sendable (_ text: String) -> Void)?

  /// Installs `report` as the hook (the last one installed wins); without
  /// one, the text goes to standard error.
  package static func install(_ report: @escaping Hook) {
    hook.withLock { $0 = report }
  }

  /// The report on the test named `test`.
  package static func text(test: String) -> String {
    "dobby: test \"\(test)\" has ended, but work it started goes on (a Task it did not await"
      + " records or verifies): await that work in the test"
  }

  private static let underWay = Atomic<Int>(0)

  /// How many late reports (of late work or late failures) are being
  /// made now: the process's end waits for them to be counted.
  package static var reportsUnderWay: Int { underWay.load(ordering: .sequentiallyConsistent) }

  /// Runs `body`, a late report, counted in ``reportsUnderWay``.
  package static func reporting<R>(_ body: () throws -> R) rethrows -> R {
    underWay.add(1, ordering: .sequentiallyConsistent)
    defer { underWay.subtract(1, ordering: .sequentiallyConsistent) }
    return try body()
  }

  /// Reports late work of the test of `scope`. Runs the hook outside the
  /// lock.
  static func report(_ scope: ScopeRecord) {
    let text = text(test: scope.name)
    if let sink { return sink(text) }
    guard let report = hook.withLock({ $0 }) else { return StandardError.print(text) }
    reporting { report(text, scope) }
  }
}

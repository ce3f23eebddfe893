/// Where and in which test a pattern, mock or stub was made: what the
/// scope verifies at its end, and where a failure found off the test's
/// task is reported.
package struct Origin: Sendable {
  /// The test scope that made it; `0` outside any test.
  package let test: UInt64
  /// Where it was made; `nil` when made through DobbyCore alone (no test
  /// bridge to report to).
  package let site: CallSite?
  /// The test framework that was running where it was made, as the
  /// bridge numbers them; `0` for none or unknown.
  package let framework: UInt8
  /// The scope that only names the test that made it, where that test
  /// has no scope of its own (a Swift Testing test without `.dobby`): it
  /// takes a failure found off the test's task, and counts for nothing
  /// else (``test`` stays `0`); `0` when there is none.
  package var namingScope: UInt64 = 0

  /// The current task's test, at `site`, under `framework`.
  package init(site: CallSite?, framework: UInt8 = 0) {
    test = TestScope.currentTest
    self.site = site
    self.framework = framework
  }

  /// The test numbered `test`, at `site`, under `framework`: for a test
  /// the bridge knows runs though the current task has no scope bound.
  package init(test: UInt64, site: CallSite?, framework: UInt8) {
    self.test = test
    self.site = site
    self.framework = framework
  }
}

/// What reports a pattern or mock destroyed without `check()` or
/// `verify()`: the test bridge installs it, so DobbyCore imports no test
/// framework.
package enum ForgottenVerification {
  /// Called with what was forgotten (`pattern`, `mock`) and its origin.
  package typealias Hook = @Sendable (_ kind: String, _ origin: Origin) -> Void

  private static let hook = Lock<Hook?>(nil)

  /// Installs `report` as the hook (the last one installed wins).
  package static func install(_ report: @escaping Hook) {
    hook.withLock { $0 = report }
  }

  /// Reports a forgotten `kind` made at `origin`, if a hook is installed
  /// and the origin has a site. Runs the hook outside the lock.
  static func report(_ kind: String, _ origin: Origin) {
    guard origin.site != nil, let report = hook.withLock({ $0 }) else { return }
    report(kind, origin)
  }
}

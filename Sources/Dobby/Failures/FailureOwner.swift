import Testing

/// Which test a failure found now belongs to, and whether that test can
/// still take it: the running test, the test that made the pattern or mock
/// (when the failure is found off its task), or a test that has ended.
enum FailureOwner {
  /// The running test's framework takes it at once.
  case running
  /// The test scope that made the pattern or mock, running elsewhere:
  /// it takes the failure at its end.
  case held(ScopeRecord)
  /// A test that has ended: the failure is late, reported naming it.
  case late(ScopeRecord)

  /// The owner of a failure of a pattern or mock made at `origin`, found
  /// on the current task.
  static func of(_ origin: Origin?) -> FailureOwner {
    if let current = TestScope.current {
      return current.hasEnded ? .late(current) : .running
    }
    guard Test.current == nil, let origin,
      let scope = ScopeRecord.find(origin.test != 0 ? origin.test : origin.namingScope)
    else {
      return .running
    }
    if scope.hasEnded { return .late(scope) }
    return XCTestScope.holdsFailures(scope) ? .held(scope) : .running
  }

  /// Reports a failure held for `scope`'s end, or late, where it can be
  /// seen at once: its line goes to standard error now, so that a process
  /// that ends abruptly still leaves it; a late one makes the exit status
  /// non-zero.
  ///
  /// - Returns: Whether the failure is reported (held or late); `false`
  ///   for one the running test takes.
  static func report(
    headline: String, message: String, at site: CallSite, origin: Origin?
  ) -> Bool {
    switch of(origin) {
    case .running:
      return false
    case .held(let scope):
      StandardError.print(line(headline, at: site) + " (for test \"\(scope.title)\")")
      if scope.deliver(
        ScopeRecord.PendingFailure(headline: headline, message: message, site: site))
      {
        if SwiftTestingScope.owns(scope) { SwiftTestingScope.noteHeld() }
        return true
      }
      reportLate(headline: headline, message: message, at: site, test: scope.title)
      return true
    case .late(let scope):
      reportLate(headline: headline, message: message, at: site, test: scope.title)
      return true
    }
  }

  /// Reports a failure found after the test named `test` ended.
  static func reportLate(headline: String, message: String, at site: CallSite, test: String) {
    LateWork.reporting {
      // Once in the log: as the test's issue, or else on standard error.
      if recordOnEndedTest(headline + " (after test \"\(test)\" ended)", message, at: site) {
        UnreportedFailures.count()
      } else {
        UnreportedFailures.report(
          line(headline, at: site) + " (after test \"\(test)\" ended)\n" + message)
      }
    }
  }

  /// Records a late failure as an issue of the Swift Testing test the
  /// current task still names (a `Task` the test started and did not
  /// await), at `site` or, without one, at the test: while the run goes
  /// on, Swift Testing marks that test failed in its log and its JUnit
  /// file. The exit status does not rely on it (a run that has ended
  /// drops it); off such a task (a `Thread`), nothing names the test.
  ///
  /// - Returns: Whether it was recorded: `false` off such a task, and
  ///   once the process has begun to end (the run is over), when the
  ///   caller prints it instead.
  @discardableResult
  static func recordOnEndedTest(_ headline: String, _ message: String, at site: CallSite?) -> Bool {
    guard let test = Test.current, !UnreportedFailures.processIsEnding else { return false }
    let location =
      site.map {
        SourceLocation(
          fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
      } ?? test.sourceLocation
    Issue.record(
      VerificationFailure(headline: headline), Comment(rawValue: message), sourceLocation: location)
    return true
  }

  /// `Tests/CheckoutTests.swift:12: error: DOBBY-E004 …`.
  static func line(_ headline: String, at site: CallSite) -> String {
    "\(relativePath(site.filePath, base: currentDirectory())):\(site.line): error: \(headline)"
  }
}

import Testing

extension Verifiable {
  /// Verifies the pattern (or mock) and, if it fails, fails the running test
  /// at the caller's line with the plain-text report as the message.
  ///
  /// Under Swift Testing the failure is one recorded issue (with the
  /// recording attached); under XCTest, one `XCTFail`; outside any test,
  /// the report goes to standard error. The recording is saved to
  /// `$DOBBY_RECORDINGS` if set, else `.dobby/recordings/`, and the
  /// message names it and the command that opens it.
  ///
  /// ```swift
  /// pattern.verify()
  /// ```
  /// ```text
  /// ThingTests.swift:18: error: DOBBY-E002 out of order: #1 fst(1) came before E1 snd == "foobar"
  /// ```
  ///
  /// - Returns: The report, passed or not.
  @discardableResult
  public func verify(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> VerificationReport {
    Verification.conclude(
      check(), fileID: fileID, filePath: filePath, line: line, column: column,
      origin: (self as? any HasOrigin)?.origin)
  }

  /// Verifies as soon as the expectations are met, or fails the running
  /// test at the deadline (see ``verify(fileID:filePath:line:column:)``).
  ///
  /// Waits on the recorders (no polling); see the pattern's `check(within:)`.
  ///
  /// ```swift
  /// await pattern.verify(within: .seconds(2))
  /// ```
  @discardableResult
  public func verify(
    within duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> VerificationReport {
    let origin = (self as? any HasOrigin)?.origin
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let wait = Verification.beginWait(self, at: site, origin: origin)
    let report = await check(within: duration)
    guard wait.map({ $0.scope.endWait($0.ticket) }) ?? true else { return report }
    return Verification.conclude(
      report, fileID: fileID, filePath: filePath, line: line, column: column, origin: origin)
  }
}

extension Verifiable {
  /// Verifies as soon as the expectations are met, or fails the running
  /// test at the deadline, blocking the calling thread: the form of
  /// `verify(within:)` Swift picks where there is no `await`, for code
  /// that cannot suspend.
  ///
  /// ```swift
  /// pattern.verify(within: .seconds(2))         // blocks this thread
  /// await pattern.verify(within: .seconds(2))   // suspends this task
  /// ```
  @discardableResult
  public func verify(
    within duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> VerificationReport {
    let origin = (self as? any HasOrigin)?.origin
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let wait = Verification.beginWait(self, at: site, origin: origin)
    let report = check(within: duration)
    guard wait.map({ $0.scope.endWait($0.ticket) }) ?? true else { return report }
    return Verification.conclude(
      report, fileID: fileID, filePath: filePath, line: line, column: column, origin: origin)
  }

  /// Verifies as soon as the expectations are met, or fails the running
  /// test at the deadline, blocking the calling thread.
  @available(*, deprecated, renamed: "verify(within:fileID:filePath:line:column:)")
  @discardableResult
  public func verify(
    timeout: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> VerificationReport {
    verify(within: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// What `verify()` does with a report: name it after the running test and,
/// if it failed, save its recording and report the failure.
/// A pattern or mock that knows where, and in which test, it was made.
protocol HasOrigin {
  var origin: Origin { get }
}

extension Pattern: HasOrigin {}
extension Mock: HasOrigin {}

package enum Verification {
  /// Notes, in the scope of the test the wait belongs to, a wait that
  /// begins at `site`: if the test ends first, its end reports the wait,
  /// once, and the wait reports nothing when it ends (the guard on
  /// `endWait`).
  ///
  /// - Returns: The scope and the wait's ticket; `nil` outside any
  ///   running scope.
  static func beginWait(
    _ verifiable: any Verifiable, at site: CallSite, origin: Origin?
  ) -> (scope: ScopeRecord, ticket: Int)? {
    guard let scope = ScopeRecord.find(origin?.test ?? 0) ?? TestScope.current,
      let ticket = scope.beginWait(verifiable, at: site)
    else { return nil }
    return (scope, ticket)
  }

  /// Where `verify()` saves recordings in the current task; `nil` (the
  /// default) for the store the environment names.
  ///
  /// Dobby's own tests bind it to a temporary directory, since setting
  /// `DOBBY_RECORDINGS` per test is not safe while tests run in parallel.
  @TaskLocal package static var recordingStore: RecordingStore?

  /// - Parameter store: Where the recording goes; `nil` for
  ///   ``recordingStore`` or, when that is `nil` too, the one the
  ///   environment names (`$DOBBY_RECORDINGS`, else `.dobby/recordings`).
  ///   - origin: Where the pattern or mock was made, so that a failure
  ///     found off its test's task still fails that test.
  static func conclude(
    _ report: VerificationReport, store: RecordingStore? = nil, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt, origin: Origin? = nil
  ) -> VerificationReport {
    // A Swift Testing test without `.dobby` takes what was held for it
    // first.
    SwiftTestingScope.reportHeld()
    var report = report.resolvingCallers(CallerSymbolicator.caller(of:))
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    report.verifiedAt = site
    if report.passed {
      for foreign in report.foreignInteractions {
        TestWarning.record("\(DiagnosticCode.otherTest) " + foreign.warning, at: site)
      }
    }
    // Off the test's task, or after the test ended, the recording store the
    // test binds is not in reach: the scope keeps it, and its test's name
    // titles the report, never the test running now. The recording is
    // saved now, before the scope's end, which an abrupt exit may prevent.
    let owner = report.passed ? .running : FailureOwner.of(origin)
    if case .running = owner, report.title == "verification",
      let name = TestFailure.currentTestName(readingStack: !report.passed)
    {
      report.title = name
    }
    guard !report.passed else { return report }
    switch owner {
    case .running:
      break
    case .held(let scope), .late(let scope):
      let titled = scope.titling(report)
      let failure = (store ?? scope.store).saveFailure(titled)
      _ = FailureOwner.report(
        headline: titled.headline ?? "dobby: verification FAILED", message: failure.message,
        at: site, origin: origin)
      return titled
    }
    let failure = (store ?? recordingStore ?? .fromEnvironment()).saveFailure(report)
    TestFailure.record(
      headline: report.headline ?? "dobby: verification FAILED", message: failure.message,
      recording: failure.recording, fileID: fileID, filePath: filePath, line: line,
      column: column, origin: origin)
    return report
  }
}

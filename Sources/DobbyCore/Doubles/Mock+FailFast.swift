/// Receives a fail-fast failure: the message (a plain-text report) and the
/// call site of the `record` that failed.
public typealias FailFastHandler = @Sendable (_ message: String, _ callSite: CallSite) -> Void

/// Records a fail-fast failure in the running test, at the given location:
/// what `Dobby`'s `Mock` initialisers pass (DobbyCore imports no test
/// framework).
package typealias FailFastTestReporter =
  @Sendable (
    _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
    _ column: UInt
  ) -> Void

extension Mock {
  /// Where a fail-fast failure is reported; `nil` (the default) for the
  /// standard place.
  ///
  /// The standard place is the running test when the mock was made in a
  /// file that imports `Dobby`, whose `Mock` initialisers pass it the test
  /// framework: the failure is recorded like a failed `verify()`, at the
  /// line that called ``record(_:fileID:filePath:line:column:)``. A mock
  /// made with DobbyCore alone writes it to standard error, as a
  /// compiler-style line. Set a handler to collect
  /// failures elsewhere:
  ///
  /// ```swift
  /// let mock = Mock<Int>(failFast: true)
  /// mock.failureHandler = { message, callSite in log.append((message, callSite)) }
  /// ```
  public var failureHandler: FailFastHandler? {
    get { failFastState.withLock { $0.handler } }
    set {
      // The old handler is released after the lock is: its `deinit`s are
      // user code.
      let old = failFastState.withLock { state -> FailFastHandler? in
        defer { state.handler = newValue }
        return state.handler
      }
      withExtendedLifetime(old) {}
    }
  }

  /// Checks the interactions so far and reports the one just recorded (after
  /// the tick `before`, at the given call site) if it can never be valid.
  ///
  /// A mismatch at an interaction (unexpected, out of order, rejected,
  /// exceeded, or an expectation skipped over) is final: no later
  /// interaction can remove it. An expectation unfulfilled at the end is
  /// not. Ordered replays decide each interaction in turn, so the new
  /// failure is the one at the new interaction; an unordered assignment may
  /// move the blame to an earlier interaction, so there a new failure is one
  /// more final mismatch than already reported.
  func failIfFinal(
    after before: UInt64, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let report = pattern.check()
    // A broken `after:` edge may still be mended: a later interaction can
    // meet the minimum that a different assignment of the earlier ones
    // leaves short, so it is judged at the end, as an unfulfilled one is.
    let final = report.mismatches.filter { $0.step != nil && $0.predecessor == nil }
    guard !final.isEmpty else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    func timestamp(_ mismatch: Mismatch) -> UInt64 {
      report.timeline[mismatch.step!.index].timestamp
    }
    let mine = final.filter {
      let entry = report.timeline[$0.step!.index]
      return entry.timestamp > before && entry.callSite == site
    }
    let ordered = mode.ordered
    let chosen = failFastState.withLock { state -> Mismatch? in
      let reported = state.reported
      let fresh = { (mismatch: Mismatch) in !reported.contains(timestamp(mismatch)) }
      let pick: Mismatch?
      if ordered {
        pick = mine.first(where: fresh)
      } else {
        guard final.count > state.accounted else { return nil }
        pick = mine.first(where: fresh) ?? final.last(where: fresh)
        if pick != nil { state.accounted += 1 }
      }
      if let pick { state.reported.insert(timestamp(pick)) }
      return pick
    }
    guard let chosen else { return }
    let message = Self.failFastMessage(report, chosen)
    let (handler, testReporter) = failFastState.withLock { ($0.handler, $0.testReporter) }
    if let handler {
      handler(message, site)
    } else if let testReporter {
      testReporter(message, fileID, filePath, line, column)
    } else {
      StandardError.print(
        "\(DisplayText.escape(site.filePath)):\(site.line):\(site.column): error: " + message)
    }
  }

  /// The fail-fast message: one line naming the interaction, then the plain
  /// report of the final mismatches so far.
  ///
  /// ```text
  /// fail-fast: #2 mailer("spam") can never be valid (DOBBY-E003 rejected)
  /// dobby: fail-fast FAILED (strict, ordered) - 2 interactions from 1 recorder, …
  /// ```
  static func failFastMessage(_ report: VerificationReport, _ mismatch: Mismatch) -> String {
    var final = report
    // Unfulfilled expectations found at the end sort last and own no
    // timeline verdict, so dropping them keeps every verdict's index.
    final.mismatches = report.mismatches.filter { $0.step != nil }
    final.title = "fail-fast"
    let entry = report.timeline[mismatch.step!.index]
    let recorder = report.recorders.first { $0.id == entry.recorder }?.name ?? "?"
    return "fail-fast: \(entry.step) \(DisplayText.escape(recorder))(\(entry.summary)) "
      + "can never be valid (\(mismatch.code) \(mismatch.kind.title))\n" + final.plainText
  }
}

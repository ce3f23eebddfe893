/// What a test scope reports at its end: each pattern and mock made in it
/// and never verified, verified now and failing at the line that made it;
/// each stub's unused reactions; the failures found off the test's task
/// while it ran; and the waits still under way, which fail it once.
struct ScopeConclusion {
  /// Reports one failure: its headline, the whole message, and where.
  typealias Report = (_ headline: String, _ message: String, _ site: CallSite) -> Void

  let scope: ScopeRecord
  /// Whether stubs made in the scope fail it with their unused reactions.
  let reportsUnusedReactions: Bool

  /// Ends the scope and reports, through `report`, everything that fails
  /// it.
  func finish(_ report: Report) {
    let (made, pending, waits) = scope.end()
    reportHeld(pending, waits, report)
    reportMade(made, report)
  }

  /// Reports, through `report`, what fails the test now without ending
  /// the scope: the failures found off the test's task so far, and the
  /// waits still under way (which report nothing more when they end).
  /// XCTest's tear-down of a plain `XCTestCase`, which still runs in the
  /// test, calls it; the scope ends after the test has.
  func reportHeld(_ report: Report) {
    reportHeld(scope.takePending(), scope.takeWaits(), report)
  }

  private func reportHeld(
    _ pending: [ScopeRecord.PendingFailure], _ waits: [ScopeRecord.Wait], _ report: Report
  ) {
    for failure in pending {
      guard let failed = failure.report else {
        report(failure.headline, failure.message, failure.site)
        continue
      }
      let saved = scope.store.saveFailure(scope.titling(failed))
      report(failure.headline, saved.message, failure.site)
    }
    for wait in waits {
      let checked = wait.verifiable.check()
      guard !checked.passed else { continue }
      let (headline, message) = outlived(checked)
      report(headline, message, wait.site)
    }
  }

  private func reportMade(_ made: [any ScopeTracked], _ report: Report) {
    for item in made {
      switch item.atScopeEnd {
      case .verified:
        break
      case .unverified(let verifiable, let kind, let site?):
        let checked = verifiable.check()
        guard !checked.passed else { continue }
        let (headline, message) = neverVerified(kind, checked)
        report(headline, message, site)
      case .unverified(_, _, nil):
        break
      case .stub(let name, let unused, let madeFrames):
        guard reportsUnusedReactions, let first = unused.first else { continue }
        if Self.isSharedByEveryTest(madeFrames) {
          TestWarning.record(Self.sharedStubWarning(name), at: first.callSite)
          continue
        }
        guard
          let text = UnusedReactionsText(
            stub: name, reactions: unused, basePath: currentDirectory())
        else { continue }
        report(text.headline, text.message, first.callSite)
      }
    }
    withExtendedLifetime(made) {}
  }

  /// The failure of a pattern or mock that the test never verified and
  /// that does not hold: `DOBBY-E007 never verified: the pattern made here
  /// does not hold: DOBBY-E004 …`, with its report (and recording) under
  /// it.
  func neverVerified(
    _ kind: String, _ report: VerificationReport
  ) -> (headline: String, message: String) {
    let report = scope.titling(report.resolvingCallers(CallerSymbolicator.caller(of:)))
    let failure = scope.store.saveFailure(report)
    let first = report.headline ?? "dobby: verification FAILED"
    return (
      "\(DiagnosticCode.neverVerified.heading): the \(kind) made here does not hold: \(first)",
      failure.message
    )
  }

  /// Whether a stub was made by a `static let` or a global's one-time
  /// initialiser, which the test that first reads it runs: the stub is
  /// shared by every test (parameterized cases included), and no one test
  /// owns its reactions.
  static func isSharedByEveryTest(_ madeFrames: CallerFrames) -> Bool {
    guard !madeFrames.isEmpty else { return false }
    return CallerSymbolicator.functions(of: madeFrames).contains {
      $0.hasPrefix("one-time initialization function for ")
    }
  }

  /// What a scope says, at the stub's first unused reaction, instead of
  /// failing the test with reactions other tests may use.
  static func sharedStubWarning(_ name: String) -> String {
    "stub \"\(name)\" is a static or global let shared by every test, so no one test reports"
      + " its unused reactions: make it in the test (or in the suite's init) to have them reported"
  }

  /// The failure of a wait (`verify(within:)`, `verify(timeout:)`) still
  /// under way when its test ended, whose pattern does not hold then:
  /// `the test ended while this verification waited: DOBBY-E004 …`, with
  /// its report (and recording) under it. The wait reports nothing more
  /// when it ends.
  func outlived(_ report: VerificationReport) -> (headline: String, message: String) {
    let report = scope.titling(report.resolvingCallers(CallerSymbolicator.caller(of:)))
    let failure = scope.store.saveFailure(report)
    let first = report.headline ?? "dobby: verification FAILED"
    return ("the test ended while this verification waited: \(first)", failure.message)
  }
}

/// What a test scope reports at its end: each pattern and mock made in it
/// and never verified, verified now and failing at the line that made it;
/// each stub's unused reactions; and the failures found off the test's
/// task while it ran.
struct ScopeConclusion {
  /// Reports one failure: its headline, the whole message, and where.
  typealias Report = (_ headline: String, _ message: String, _ site: CallSite) -> Void

  let scope: ScopeRecord
  /// Whether stubs made in the scope fail it with their unused reactions.
  let reportsUnusedReactions: Bool

  /// Ends the scope and reports, through `report`, everything that fails
  /// it.
  func finish(_ report: Report) {
    let (made, pending) = scope.end()
    for failure in pending {
      guard var failed = failure.report else {
        report(failure.headline, failure.message, failure.site)
        continue
      }
      if failed.title == "verification",
        let name = TestFailure.currentTestName(readingStack: true)
      {
        failed.title = name
      }
      let saved = (Verification.recordingStore ?? .fromEnvironment()).saveFailure(failed)
      report(failure.headline, saved.message, failure.site)
    }
    for item in made {
      switch item.atScopeEnd {
      case .verified:
        break
      case .unverified(let verifiable, let kind, let site?):
        let checked = verifiable.check()
        guard !checked.passed else { continue }
        let (headline, message) = Self.neverVerified(kind, checked)
        report(headline, message, site)
      case .unverified(_, _, nil):
        break
      case .stub(let name, let unused):
        guard reportsUnusedReactions, let first = unused.first,
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
  static func neverVerified(
    _ kind: String, _ report: VerificationReport
  ) -> (headline: String, message: String) {
    var report = report.resolvingCallers(CallerSymbolicator.caller(of:))
    if report.title == "verification", let name = TestFailure.currentTestName(readingStack: true) {
      report.title = name
    }
    let failure = (Verification.recordingStore ?? .fromEnvironment()).saveFailure(report)
    let first = report.headline ?? "dobby: verification FAILED"
    return (
      "\(DiagnosticCode.neverVerified.heading): the \(kind) made here does not hold: \(first)",
      failure.message
    )
  }
}

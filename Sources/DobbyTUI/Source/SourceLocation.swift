package import DobbyCore

/// The code the source pane shows and `e` opens: the selected step's
/// production caller, or the test's line of the selected expectation.
package struct SourceLocation: Sendable, Equatable {
  /// The file and line.
  package var site: CallSite
  /// The function there, as the pane's title names it; `nil` when unknown.
  package var function: String?

  /// A location at `site`, in `function` when known.
  package init(site: CallSite, function: String?) {
    self.site = site
    self.function = function
  }
}

extension DebuggerState {
  /// The location of the selection: in the expectations pane, the selected
  /// expectation's line in the test; elsewhere, the cursor's step's
  /// production caller (the double's own line when no caller was named),
  /// another test's interaction's line, or on the verify row the
  /// `verify()` line (else the first unfulfilled expectation's). `nil`
  /// when there is none.
  ///
  /// - Complexity: O(1), but O(e) on the verify row for e expectations.
  package func sourceLocation(_ report: ReportIndex) -> SourceLocation? {
    let full = report.report
    if focus == .expectations {
      let expectations = full.expectations
      guard expectations.indices.contains(selectedExpectation) else { return nil }
      return SourceLocation(site: expectations[selectedExpectation].callSite, function: full.title)
    }
    if let slot = report.foreign.slot(ofRow: cursor) {
      let foreign = full.foreignInteractions
      guard foreign.indices.contains(slot) else { return nil }
      return SourceLocation(site: foreign[slot].callSite, function: foreign[slot].test)
    }
    guard cursor < report.stepCount else {
      if let site = full.verifiedAt { return SourceLocation(site: site, function: full.title) }
      let unfulfilled = full.mismatches.first { $0.kind == .unfulfilled }
      guard let id = unfulfilled?.expectation, let expectation = full.expectation(id) else {
        return nil
      }
      return SourceLocation(site: expectation.callSite, function: full.title)
    }
    let entry = full.timeline[cursor]
    if let caller = entry.caller, let site = caller.callSite {
      return SourceLocation(site: site, function: caller.function)
    }
    return SourceLocation(site: entry.callSite, function: nil)
  }
}

import DobbyCore

/// Where an expectation stands at the cursor, from the verdicts of the
/// steps up to and including it.
package enum ExpectationState: String, Sendable, Hashable, CaseIterable {
  /// Met fewer times than its minimum, and not the one due next.
  case pending
  /// Met at least its minimum number of times (a rejection: not triggered).
  case fulfilled
  /// The expectation an ordered pattern waits for next.
  case due
  /// Named by a mismatch at or before the cursor.
  case violated
}

extension ReportIndex {
  /// The state of every expectation once the step on `row` was replayed.
  ///
  /// An expectation is *violated* once a mismatch at or before the row
  /// names it; *fulfilled* when its match count reached its minimum;
  /// otherwise *due* if an ordered pattern waits for it (the first one
  /// short of its minimum, or the one an out-of-order mismatch on this row
  /// names as due) and *pending* if not.
  ///
  /// - Complexity: O(e + max(256, e)) for e expectations, whatever the
  ///   timeline's length.
  package func expectationStates(atRow row: Int) -> [ExpectationState] {
    let counts = matchCounts(atRow: row)
    // Read once: a report from `check()` builds its expectations on first
    // read and synchronises every read.
    let expectations = report.expectations
    var states = expectations.indices.map { index -> ExpectationState in
      if let violated = firstViolation[index], violated <= row { return .violated }
      return counts[index] >= expectations[index].cardinality.minimum ? .fulfilled : .pending
    }
    guard report.mode.ordered else { return states }
    if let next = states.indices.first(where: {
      states[$0] == .pending && expectations[$0].kind == .expect
    }) {
      states[next] = .due
    }
    for index in mismatches(atRow: row) {
      if let slot = report.mismatches[index].due.flatMap(report.expectationIndex),
        states[slot] == .pending
      {
        states[slot] = .due
      }
    }
    return states
  }
}

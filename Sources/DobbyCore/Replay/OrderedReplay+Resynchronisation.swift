/// How an ordered replay reports one root cause once under the turn rule.
extension OrderedReplay {
  /// Replays `context`'s ordered pattern.
  ///
  /// Under the turn rule, an expectation left short of its minimum keeps
  /// every later one from its turn, so their interactions are ignored and
  /// they end short too. To report that root cause once, a nice replay that
  /// ends with unmet expectations is replayed again with their minimums
  /// waived: the interactions after them are matched against what follows,
  /// and each waived expectation still short of its minimum is reported
  /// unfulfilled. The verdict stays a failure.
  ///
  /// - Complexity: that of ``run()``, twice when a nice pattern fails.
  static func replay(_ context: ReplayContext) -> ReplayOutcome {
    let first = OrderedReplay(context: context)
    let outcome = first.run()
    guard first.ignoresEarly, !first.unmetAtEnd.isEmpty else { return outcome }
    let again = OrderedReplay(context: context, waived: first.unmetAtEnd)
    var resynchronised = again.run()
    let skippedAt = again.firstStepsPast(first.unmetAtEnd, in: resynchronised)
    for (position, step) in zip(first.unmetAtEnd, skippedAt) {
      let rule = first.sequence[position]
      if resynchronised.matchCounts[rule] < context.ruleMinimum[rule] {
        resynchronised.fail(PendingMismatch(kind: .unfulfilled, step: step, rule: rule))
      }
    }
    return resynchronised.mismatches.isEmpty ? outcome : resynchronised
  }

  /// For each of `positions` (ascending), the first step that `outcome`
  /// matched to an expectation after it: where it was skipped over; `nil`
  /// when none was.
  ///
  /// - Complexity: O(n + p) for n steps and p positions.
  func firstStepsPast(_ positions: [Int], in outcome: ReplayOutcome) -> [Int?] {
    var steps = [Int?](repeating: nil, count: positions.count)
    var next = 0
    for step in 0..<context.stepCount where next < positions.count {
      guard case .matched(let rule) = outcome.verdicts[step] else { continue }
      // A matched rule is an expectation: it has a position.
      while next < positions.count && positions[next] < position(of: rule)! {
        steps[next] = step
        next += 1
      }
    }
    return steps
  }
}

extension Pattern {
  /// Verifies the pattern against everything recorded so far and returns
  /// the report. Pure: no side effects, no output.
  ///
  /// The recorders are read up to one clock cut taken at the start, so an
  /// interaction recorded during verification cannot slip in halfway; the
  /// cut is in the report. Values are described only where the report is
  /// read (a passing check formats nothing).
  ///
  /// - Complexity: O(n log k) to merge n interactions of k recorders, plus
  ///   the replay: O(n) matcher calls for typical ordered patterns and for
  ///   unordered equality patterns.
  public func check() -> VerificationReport {
    let cut = LogicalClock.now
    checked.store(true, ordering: .relaxed)
    let (rules, sources, usage, title) = state.withLock {
      ($0.rules, $0.lanes, $0.usage, $0.title)
    }
    let context = replayContext(rules, sources, through: cut)
    var outcome: ReplayOutcome
    if mode.ordered {
      outcome = OrderedReplay.replay(context)
    } else {
      let replay = UnorderedReplay(context: context)
      outcome = replay.run()
    }
    // Read after the replay, outside the lock (describing a matcher is
    // user code); a reaction used after the cut counts as used.
    let unused = usage.flatMap { $0.unused() }
    return ReportBuilder(
      context: context, outcome: outcome, title: title, cut: cut, unused: unused
    ).build()
  }

  /// What ``check()`` replays at the clock cut `cut`: the pattern's rules
  /// and lanes as they are now (tests drive the replays through it).
  func replayContext(through cut: UInt64) -> ReplayContext {
    let (rules, sources) = state.withLock { ($0.rules, $0.lanes) }
    return replayContext(rules, sources, through: cut)
  }

  /// The context of `rules` over the recorders `sources`, read at `cut`.
  private func replayContext(
    _ rules: RuleTable, _ sources: [JoinedRecorder], through cut: UInt64
  ) -> ReplayContext {
    // A pattern counts its own test's interactions and those recorded
    // outside any test; one made outside any test, those of the test
    // verifying it.
    let owner = origin.test != 0 ? origin.test : TestScope.currentTest
    let lanes = sources.enumerated().map { id, source in source.read(cut, id, owner) }
    return ReplayContext(mode: mode, lanes: lanes, rules: rules)
  }
}

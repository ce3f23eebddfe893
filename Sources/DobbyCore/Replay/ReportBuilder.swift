/// Turns a replay's outcome into a ``VerificationReport``: sorts the
/// mismatches, finds their nearest misses, and lays out the timeline.
struct ReportBuilder {
  let context: ReplayContext
  let outcome: ReplayOutcome
  let title: String
  let cut: UInt64
  /// The unused stub reactions, each an `unused` mismatch after the rest.
  var unused: [UnusedReaction] = []

  /// How many candidates a nearest-miss search explains at most.
  private static let nearestMissCandidates = 1_000

  func build() -> VerificationReport {
    // Timeline order, with unfulfilled expectations found at the end last.
    let order = outcome.mismatches.indices.sorted { lhs, rhs in
      switch (outcome.mismatches[lhs].step, outcome.mismatches[rhs].step) {
      case (let l?, let r?) where l != r: return l < r
      case (_?, nil): return true
      case (nil, _?): return false
      default: return lhs < rhs
      }
    }
    var newIndex = Array(repeating: 0, count: order.count)
    for (new, old) in order.enumerated() { newIndex[old] = new }
    let mismatches =
      order.map { mismatch(outcome.mismatches[$0]) }
      + unused.map { Mismatch(kind: .unused, step: nil, reaction: $0) }

    let divergence = mismatches.first.map { $0.step ?? TimelineStep(index: context.stepCount) }
    var report = VerificationReport(
      title: VerificationReport.elidedName(title), mode: context.mode, clockCut: cut,
      recorders: context.lanes.map(\.summary), expectations: expectations(),
      timeline: timeline(mismatchIndex: newIndex), mismatches: mismatches,
      firstDivergence: divergence, passed: mismatches.isEmpty)
    report.callerFrames = callerFrames()
    report.changedAfterRecording = changedValues()
    report.foreignInteractions = context.lanes.flatMap(\.foreign)
    return report
  }

  /// The recorded instances that changed since, by timeline order.
  private func changedValues() -> [ChangedValue] {
    var byPlace: [Int: [Int: ValueTree]] = [:]
    for (lane, source) in context.lanes.enumerated() where !source.changed.isEmpty {
      byPlace[lane] = Dictionary(
        uniqueKeysWithValues: source.changed.map { ($0.index, $0.current) })
    }
    guard !byPlace.isEmpty else { return [] }
    return (0..<context.stepCount).compactMap { step in
      let lane = Int(context.stepLane[step])
      return byPlace[lane]?[Int(context.stepIndex[step])].map {
        ChangedValue(step: TimelineStep(index: step), current: $0)
      }
    }
  }

  /// The frames above each step's interaction, looked up when asked for.
  private func callerFrames() -> CallerFrameTable {
    let (stepLane, stepIndex) = (context.stepLane, context.stepIndex)
    let callSites = context.lanes.map(\.callSites)
    return CallerFrameTable { step in
      guard stepLane.indices.contains(step) else { return CallerFrames() }
      return callSites[Int(stepLane[step])].place(at: Int(stepIndex[step])).frames
    }
  }

  /// The timeline, built on first read from what it needs of the replay.
  private func timeline(mismatchIndex: [Int]) -> FirstReadArray<TimelineEntry> {
    let (stepLane, stepIndex) = (context.stepLane, context.stepIndex)
    let timestamps = context.lanes.map(\.timestamps)
    let callSites = context.lanes.map(\.callSites)
    let deferred = context.lanes.map(\.deferred)
    let verdicts = outcome.verdicts
    return FirstReadArray {
      var timeline: [TimelineEntry] = []
      timeline.reserveCapacity(stepLane.count)
      for step in stepLane.indices {
        let lane = Int(stepLane[step])
        let index = Int(stepIndex[step])
        let verdict: Verdict =
          switch verdicts[step] {
          case .matched(let rule): .matched(expectation: ExpectationID(index: rule))
          case .mismatch(let old): .mismatch(mismatchIndex[old])
          case .ignored, .pending: .ignored
          }
        timeline.append(
          TimelineEntry(
            step: TimelineStep(index: step), timestamp: timestamps[lane][index], recorder: lane,
            index: index,
            source: .deferred(deferred[lane], index),
            callSite: callSites[lane].callSite(at: index), verdict: verdict))
      }
      return timeline
    }
  }

  /// The expectation records, built on first read; their matcher
  /// descriptions are made when read.
  private func expectations() -> FirstReadArray<ExpectationRecord> {
    let rules = context.rules
    let ruleLane = context.ruleLane
    let matchCounts = outcome.matchCounts
    return FirstReadArray {
      let descriptions = ElementCache(count: rules.count) { rules[$0].describe() }
      let whole = ElementCache(count: rules.count) { rules[$0].describeWhole() }
      // Index rather than iterate: a `Rule` copied out costs a few retains.
      return rules.indices.map { id in
        ExpectationRecord(
          id: ExpectationID(index: id), kind: rules[id].kind, recorder: ruleLane[id],
          description: .deferred(descriptions, id, whole: whole),
          cardinality: rules[id].cardinality,
          callSite: rules[id].callSite, matchCount: matchCounts[id], reason: rules[id].reason,
          after: rules[id].after.map(ExpectationID.init(index:)))
      }
    }
  }

  private func mismatch(_ pending: PendingMismatch) -> Mismatch {
    if let differing = differingFields(pending) { return differing }
    return Mismatch(
      kind: pending.kind, step: pending.step.map(TimelineStep.init(index:)),
      expectation: pending.rule.map(ExpectationID.init(index:)),
      due: pending.due.map(ExpectationID.init(index:)),
      predecessor: pending.predecessor.map(ExpectationID.init(index:)),
      predecessorStep: pending.predecessorStep.map(TimelineStep.init(index:)),
      nearestMiss: nearestMiss(pending))
  }

  /// An interaction counted in place of the expectation due on its
  /// recorder that differs from it in named fields (`.method`) is that
  /// expectation's mismatch: reported as the expectation unfulfilled, at
  /// the test's line, with the interaction as its nearest miss, so that
  /// the report leads with the field that differs rather than the whole
  /// call at the `verify()` line. `nil` for any other mismatch (a value
  /// that differs as a whole stays unexpected).
  private func differingFields(_ pending: PendingMismatch) -> Mismatch? {
    guard pending.kind == .unexpected, let rule = pending.standIn, let step = pending.step,
      context.rules[rule].kind == .expect
    else { return nil }
    let differences = context.explain(rule, step)
    guard !differences.isEmpty, differences.allSatisfy({ !$0.path.isEmpty }) else { return nil }
    return Mismatch(
      kind: .unfulfilled, step: TimelineStep(index: step), expectation: ExpectationID(index: rule),
      nearestMiss: NearestMiss(step: TimelineStep(index: step), differences: differences))
  }

  private func nearestMiss(_ pending: PendingMismatch) -> NearestMiss? {
    switch pending.kind {
    case .unexpected:
      guard let step = pending.step else { return nil }
      let lane = context.lane(of: step)
      // Prefer expectations still short of their minimum, then those with
      // room left, then any.
      let onLane = context.expectations(on: lane)
      let counts = outcome.matchCounts
      let (minimum, maximum) = (context.ruleMinimum, context.ruleMaximum)
      let short = onLane.filter { counts[$0] < minimum[$0] }
      let open = onLane.filter { rule in maximum[rule].map { counts[rule] < $0 } ?? true }
      let pool = [short, open, onLane].first { !$0.isEmpty } ?? []
      let rule =
        pending.standIn
        ?? closest(pool.prefix(Self.nearestMissCandidates)) { context.explain($0, step).count }
      return rule.map {
        NearestMiss(expectation: ExpectationID(index: $0), differences: context.explain($0, step))
      }
    case .outOfOrder:
      // The due expectation, when the interaction could have been its.
      guard let step = pending.step, let due = pending.due,
        context.ruleLane[due] == context.lane(of: step)
      else { return nil }
      return NearestMiss(
        expectation: ExpectationID(index: due), differences: context.explain(due, step))
    case .unfulfilled:
      guard let rule = pending.rule else { return nil }
      let lane = context.ruleLane[rule]
      let onLane = (0..<context.stepCount).lazy.filter { context.lane(of: $0) == lane }
      // Prefer interactions no expectation consumed.
      let free = onLane.filter {
        if case .matched = outcome.verdicts[$0] { return false }
        return true
      }
      let pool =
        free.isEmpty
        ? Array(onLane.prefix(Self.nearestMissCandidates))
        : Array(free.prefix(Self.nearestMissCandidates))
      return closest(pool) { context.explain(rule, $0).count }.map {
        NearestMiss(step: TimelineStep(index: $0), differences: context.explain(rule, $0))
      }
    case .rejected, .exceeded, .unused:
      return nil
    }
  }

  /// The candidate with the fewest differences (the first among equals).
  private func closest<C: Collection<Int>>(_ candidates: C, distance: (Int) -> Int) -> Int? {
    var best: (Int, Int)?
    for candidate in candidates {
      let d = distance(candidate)
      if best == nil || d < best!.1 { best = (candidate, d) }
    }
    return best?.0
  }
}

/// An `after:` edge that an assignment breaks: a step of the later rule
/// comes before a step of the earlier one.
struct EdgeViolation: Equatable {
  /// The rule that must come first, and its last step.
  var earlier: Int
  var earlierStep: Int
  /// The rule that must come after it, and its first step.
  var later: Int
  var step: Int
}

// `after:` edges in an unordered pattern. An assignment keeps edge A → B
// when A's last step comes before B's first. Any assignment that keeps it
// also keeps it with a cut at A's last step: A confined to the steps up to
// the cut, B to those after. So the search chooses, edge by edge, a cut
// among "none" (A empty) and the steps A could take, confines the rules to
// the windows the chosen cuts leave, and assigns again. A window only takes
// candidates away, so an assignment that fails with some cuts fails with
// every choice of the rest: that branch is pruned. A complete assignment
// that keeps every edge ends the search; when none is found, none exists.
extension UnorderedReplay {
  /// Whether the assignment places every relevant step and meets every
  /// minimum.
  var isComplete: Bool {
    !assigned.contains { $0.isNone }
      && context.rules.indices.allSatisfy { members.count(of: $0) >= minimums[$0] }
  }

  /// The first and the last step assigned to each rule (`nil` for a rule
  /// with none).
  private func spans() -> (first: [Int?], last: [Int?]) {
    var first = [Int?](repeating: nil, count: context.rules.count)
    var last = first
    for (item, step) in steps.enumerated() {
      guard let rule = assigned[item].index else { continue }
      if first[rule] == nil { first[rule] = step }
      last[rule] = step
    }
    return (first, last)
  }

  /// The edges the current assignment breaks, in setup order of their
  /// later rule, at most one per step.
  func violatedEdges() -> [EdgeViolation] {
    let spans = spans()
    var violations: [EdgeViolation] = []
    for index in brokenEdges(spans) {
      let (before, after) = context.table.edges[index]
      // A broken edge's rules both have steps.
      guard let step = spans.first[after], let earlierStep = spans.last[before],
        !violations.contains(where: { $0.step == step })
      else { continue }
      violations.append(
        EdgeViolation(earlier: before, earlierStep: earlierStep, later: after, step: step))
    }
    return violations
  }

  /// Confines each rule to the steps from `window.lo` up to (not
  /// including) `window.end` (`nil`: no confinement) and assigns again.
  func narrow(to window: (lo: [Int], end: [Int])?) {
    guard let window else {
      candidateStart = baseStart
      candidateList = baseList
      solve()
      return
    }
    candidateList.removeAll(keepingCapacity: true)
    candidateStart.removeAll(keepingCapacity: true)
    candidateStart.append(0)
    for (item, step) in steps.enumerated() {
      for rule in baseList[baseStart[item]..<baseStart[item + 1]]
      where window.lo[rule] <= step && step < window.end[rule] {
        candidateList.append(rule)
      }
      candidateStart.append(candidateList.count)
    }
    solve()
  }

  /// For each rule, the first and the last step that only it can take
  /// under the current windows (`nil` for a rule with none).
  private func forcedSpans() -> (first: [Int?], last: [Int?]) {
    var first = [Int?](repeating: nil, count: context.rules.count)
    var last = first
    for (item, step) in steps.enumerated() {
      let options = candidates(item)
      guard options.count == 1, let rule = options.first else { continue }
      if first[rule] == nil { first[rule] = step }
      last[rule] = step
    }
    return (first, last)
  }

  /// The indices of the edges an assignment with these `spans` breaks: a
  /// step of the later rule comes before the last of the earlier one.
  private func brokenEdges(_ spans: (first: [Int?], last: [Int?])) -> [Int] {
    let (first, last) = spans
    return context.table.edges.indices.filter { index in
      let edge = context.table.edges[index]
      guard let later = first[edge.after], let earlier = last[edge.before] else { return false }
      return later < earlier
    }
  }

  /// Searches cuts for the edges; on success the assignment keeps every
  /// edge and is complete.
  ///
  /// Only an edge that the current assignment breaks is cut (an assignment
  /// that keeps the others needs no cut for them), the one with the fewest
  /// choices first, and a set of windows already tried is not tried again.
  ///
  /// - Returns: Whether some complete assignment keeps every edge.
  func searchEdges() -> Bool {
    let edges = context.table.edges
    let rules = context.rules.count
    // The steps each rule could take, ascending.
    var reach = Array(repeating: [Int](), count: rules)
    for (item, step) in steps.enumerated() {
      for rule in baseList[baseStart[item]..<baseStart[item + 1]] { reach[rule].append(step) }
    }
    // Each edge's cut, `nil` while it has none: the earlier rule keeps the
    // steps before the cut, the later one those from it on (a cut at 0
    // leaves the earlier rule none).
    var cuts: [Int?] = Array(repeating: nil, count: edges.count)
    var tried = Set<[Int]>()

    func search() -> Bool {
      var lo = Array(repeating: 0, count: rules)
      var end = Array(repeating: context.stepCount, count: rules)
      for (edge, cut) in zip(edges, cuts) {
        guard let cut else { continue }
        end[edge.before] = min(end[edge.before], cut)
        lo[edge.after] = max(lo[edge.after], cut)
      }
      guard tried.insert(lo + end).inserted else { return false }
      narrow(to: (lo, end))
      guard isComplete else { return false }
      // Cut the broken edge with the fewest choices first: an edge that
      // cannot be kept fails the search soonest.
      let spans = spans()
      let last = spans.last
      let forced = forcedSpans()
      var best: (edge: Int, choices: [Int])?
      for broken in brokenEdges(spans) {
        let (before, after) = (edges[broken].before, edges[broken].after)
        // A step only the earlier rule can take stays before the cut, one
        // only the later rule can take after it.
        let (low, high) = (forced.last[before], forced.first[after])
        let fits = { (cut: Int) in
          (low.map { $0 < cut } ?? true) && (high.map { cut <= $0 } ?? true)
        }
        // The cut the assignment suggests first: just after its last step
        // of the earlier rule (which has steps: the edge is broken).
        let suggested = last[before]! + 1
        let window = reach[before].filter { lo[before] <= $0 && $0 < end[before] }
        let choices =
          (fits(suggested) ? [suggested] : [])
          + ([0] + window.map { $0 + 1 }).filter { $0 != suggested && fits($0) }
        if best == nil || choices.count < best!.choices.count { best = (broken, choices) }
      }
      guard let (broken, choices) = best else { return true }
      for cut in choices {
        cuts[broken] = cut
        if search() { return true }
      }
      cuts[broken] = nil
      return false
    }
    return search()
  }
}

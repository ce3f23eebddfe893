extension UnorderedReplay {
  /// Whether ``solveGreedily()`` is tried; tests turn it off to compare
  /// its reports with the search's.
  @TaskLocal static var triesGreedyFirst = true

  /// The first assignment, tried before any search: each interaction, in
  /// timeline order, to the first expectation (in setup order) that
  /// accepts it and is below its minimum. Returns `true` when every
  /// interaction found one, having recorded the assignment's verdicts and
  /// mismatches in the outcome; else `false`, having changed nothing.
  ///
  /// When it succeeds, it is the assignment ``solve()`` would make: its
  /// first phase places every interaction the same way, since it too takes
  /// them in order and gives each the first candidate with room, and it
  /// then leaves nothing for augmenting paths or the second phase. But it
  /// lists no candidates: it tries only expectations with room, skipping
  /// full ones, and stops at the first that accepts. So 2,000 `any()`
  /// expectations against 2,000 interactions cost a pass, not the 4
  /// million tests of listing every candidate.
  ///
  /// Not tried with `after:` edges (their search starts from the lists)
  /// or where an interaction is rejected.
  ///
  /// A lane whose rules are all keyed expectations (the common case of a
  /// large unordered pattern: `equals` on each of many values) is placed
  /// in one call, before the others (see
  /// ``RecorderRules/assignFirst(counts:minimums:)``): its expectations
  /// take no other lane's interactions, so the order across lanes changes
  /// none of its choices. A successful assignment is reported as it
  /// stands, without the lists the search keeps.
  ///
  /// - Complexity: O(n) for n interactions whose first candidate with room
  ///   is found at once (`any()`, hashed equality); O(n · r) at worst for
  ///   r expectations per lane.
  func solveGreedily() -> Bool {
    let table = context.table
    guard Self.triesGreedyFirst, table.edges.isEmpty else { return false }
    let minimums = context.ruleMinimum
    var counts = Array(repeating: 0, count: table.count)
    var inBulk: [[Int32]?] = Array(repeating: nil, count: context.lanes.count)
    for lane in context.lanes.indices where context.isKeyedOnly(lane) {
      guard let chosen = context.assignFirst(on: lane, counts: &counts, minimums: minimums)
      else { return false }
      inBulk[lane] = chosen
    }
    let chosen: [Int32]
    if context.lanes.count == 1, let lane = inBulk[0] {
      chosen = lane
    } else {
      guard let merged = chooseStepByStep(inBulk, &counts, minimums) else { return false }
      chosen = merged
    }
    reportFirstAssignment(chosen, counts: counts)
    lanesInBulk = inBulk.count { $0 != nil }
    return true
  }

  /// The first assignment of each step in timeline order, taking those on
  /// the lanes of `inBulk` from there; `nil` when a step finds no
  /// expectation.
  private func chooseStepByStep(
    _ inBulk: [[Int32]?], _ counts: inout [Int], _ minimums: [Int]
  ) -> [Int32]? {
    let table = context.table
    // The unkeyed expectations with room on each lane, ascending, as
    // linked lists: a full one is unlinked and never tried again.
    var head = Array(repeating: PackedIndex.none, count: context.lanes.count)
    var tail = head
    var next = Array(repeating: PackedIndex.none, count: table.count)
    for id in 0..<table.count
    where table.isExpectation[id] && !table.isKeyed[id] && minimums[id] > 0 {
      let lane = context.ruleLane[id]
      if let last = tail[lane].index {
        next[last] = PackedIndex(id)
      } else {
        head[lane] = PackedIndex(id)
      }
      tail[lane] = PackedIndex(id)
    }
    var chosen: [Int32] = []
    chosen.reserveCapacity(context.stepCount)
    for step in 0..<context.stepCount {
      let lane = context.lane(of: step)
      if let placed = inBulk[lane] {
        chosen.append(placed[Int(context.stepIndex[step])])
        continue
      }
      if context.rejection(of: step) != nil { return nil }
      // Keyed candidates come ascending from the index; unkeyed ones are
      // tried only below the first of them.
      var best = context.firstKeyedCandidate(of: step) { counts[$0] < minimums[$0] }
      var previous = PackedIndex.none
      var link = head[lane]
      while let rule = link.index, best.map({ rule < $0 }) ?? true {
        if context.matches(rule, step) {
          best = rule
          break
        }
        previous = link
        link = next[rule]
      }
      guard let best else { return nil }
      counts[best] += 1
      // A full unkeyed expectation is unlinked.
      if link == PackedIndex(best) && counts[best] == minimums[best] {
        if let before = previous.index {
          next[before] = next[best]
        } else {
          head[lane] = next[best]
        }
      }
      chosen.append(Int32(best))
    }
    return chosen
  }

  /// Records the first assignment, `chosen` (a rule per step) with
  /// `counts` (per rule), in the outcome: what ``report(edgeViolations:)``
  /// records of it once committed. Every step is placed, so the only
  /// mismatches are the expectations left below their minimum.
  private func reportFirstAssignment(_ chosen: [Int32], counts: [Int]) {
    outcome = ReplayOutcome(verdicts: StepVerdicts(matched: chosen), matchCounts: counts)
    for rule in counts.indices where counts[rule] < minimums[rule] {
      outcome.fail(PendingMismatch(kind: .unfulfilled, step: nil, rule: rule))
    }
  }
}

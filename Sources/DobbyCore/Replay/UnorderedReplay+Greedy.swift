extension UnorderedReplay {
  /// Whether ``solveGreedily()`` is tried; tests turn it off to compare
  /// its reports with the search's.
  @TaskLocal static var triesGreedyFirst = true

  /// The first assignment, tried before any search: each interaction, in
  /// timeline order, to the first expectation (in setup order) that
  /// accepts it and is below its minimum. Returns `true` when every
  /// interaction found one, having made the assignment; else `false`,
  /// having changed nothing.
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
  /// - Complexity: O(n) for n interactions whose first candidate with room
  ///   is found at once (`any()`, hashed equality); O(n · r) at worst for
  ///   r expectations per lane.
  func solveGreedily() -> Bool {
    let table = context.table
    guard Self.triesGreedyFirst, table.edges.isEmpty else { return false }
    let minimums = context.ruleMinimum
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
    var counts = Array(repeating: 0, count: table.count)
    var chosen: [Int32] = []
    chosen.reserveCapacity(context.stepCount)
    for step in 0..<context.stepCount {
      if context.rejection(of: step) != nil { return false }
      let lane = context.lane(of: step)
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
      guard let best else { return false }
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
    steps = Array(0..<context.stepCount)
    commit(chosen)
    return true
  }
}

/// How the ordered replay explains a divergence: the step at which no
/// state of the automaton can continue.
extension OrderedReplay {
  private struct Option {
    var mismatches: [PendingMismatch]
    /// The new layer's state, its parent, and the rule that consumed the
    /// step (none for a stand-in); `nil` to keep the layer.
    var node: (State, parent: PackedIndex, via: PackedIndex)?
    var credit: Int?
    var score: (consumed: Int, accepting: Bool)
  }

  /// An interaction that matched a later expectation: the earliest such
  /// expectation's position, and the reachable state closest before it
  /// (what was due).
  private typealias Early = (future: Int, due: Reached)

  /// Chooses how to explain the divergence at `step`, records it, and
  /// returns the layer to continue from.
  func resolveDivergence(
    at step: Int, closed: [Reached], layer: [PackedIndex], candidates: [Int]
  ) -> [PackedIndex] {
    let layerStates = layer.map { state(of: $0) }
    let early = earlyExpectation(closed: closed, candidates: candidates)
    let dropped = droppedMismatch(at: step, early: early, candidates: candidates)
    // The interaction is extra: drop it.
    var options = [
      Option(
        mismatches: [dropped], node: nil, credit: nil,
        score: simulate(layerStates, after: step))
    ]
    if let early {
      options += earlyOptions(early, at: step, layerStates: layerStates, dropped: dropped)
    }
    if candidates.isEmpty, let standIn = standInOption(at: step, closed: closed, dropped: dropped) {
      options.append(standIn)
    }
    return apply(best(of: options), at: step, layer: layer)
  }

  /// The earliest expectation among `candidates` the interaction could
  /// count for ahead of time, with the state that was due instead; `nil`
  /// when there is none.
  private func earlyExpectation(closed: [Reached], candidates: [Int]) -> Early? {
    let consumable = candidates.compactMap { position(of: $0) }.filter { p in
      maximum[p].hasRoom(after: credits[p])
        && closed.contains { $0.state.position < Int32(p) }
    }
    guard let future = consumable.min() else { return nil }
    // The reachable state closest before the early expectation: what was due.
    let due = closed.filter { $0.state.position < Int32(future) }.max {
      $0.state.position < $1.state.position
    }
    return due.map { (future, $0) }
  }

  /// The mismatch that dropping the interaction at `step` reports: out of
  /// order when it came early, exceeded when it matched a full
  /// expectation, unexpected otherwise.
  private func droppedMismatch(at step: Int, early: Early?, candidates: [Int]) -> PendingMismatch {
    if let (future, due) = early {
      return PendingMismatch(
        kind: .outOfOrder, step: step, rule: sequence[future],
        due: sequence[Int(due.state.position)])
    }
    if let first = candidates.first {
      return PendingMismatch(kind: .exceeded, step: step, rule: first)
    }
    return PendingMismatch(kind: .unexpected, step: step)
  }

  /// The two explanations of an interaction that came early: counted for
  /// its expectation when that is reached, or the expectations before it
  /// skipped (reported missing) and the replay gone on from it.
  private func earlyOptions(
    _ early: Early, at step: Int, layerStates: [State], dropped: PendingMismatch
  ) -> [Option] {
    let (future, due) = early
    credits[future] += 1
    rebuildReach()
    let credited = simulate(layerStates, after: step)
    credits[future] -= 1
    rebuildReach()
    let skipped = unmetPositions(from: due.state, to: Int32(future))
    let state = State(
      position: Int32(future), count: clamp(Int32(future), credits[future] + 1))
    return [
      Option(mismatches: [dropped], node: nil, credit: future, score: credited),
      Option(
        mismatches: skipped.map {
          PendingMismatch(kind: .unfulfilled, step: step, rule: sequence[$0])
        },
        node: (state, due.origin, PackedIndex(sequence[future])), credit: nil,
        score: simulate([state], after: step)),
    ]
  }

  /// A wrong value in place of the due expectation on the interaction's
  /// recorder, counted as that one; `nil` when no reachable state is due
  /// there.
  private func standInOption(at step: Int, closed: [Reached], dropped: PendingMismatch)
    -> Option?
  {
    let lane = context.lane(of: step)
    let standIn = closed.filter { reached in
      let position = Int(reached.state.position)
      return position < sequence.count && context.ruleLane[sequence[position]] == lane
        && maximum[position].hasRoom(after: reached.state.count)
    }.min { $0.state.position < $1.state.position }
    guard let standIn else { return nil }
    let position = standIn.state.position
    let state = State(position: position, count: clamp(position, standIn.state.count + 1))
    var mismatch = dropped
    mismatch.standIn = sequence[Int(position)]
    return Option(
      mismatches: [mismatch], node: (state, standIn.origin, .none), credit: nil,
      score: simulate([state], after: step))
  }

  /// The option that replays the most later steps, then ends accepted,
  /// then reports the fewest mismatches; earlier options win ties.
  private func best(of options: [Option]) -> Option {
    options.enumerated().max { lhs, rhs in
      let l = lhs.element
      let r = rhs.element
      if l.score.consumed != r.score.consumed { return l.score.consumed < r.score.consumed }
      if l.score.accepting != r.score.accepting { return !l.score.accepting }
      if l.mismatches.count != r.mismatches.count {
        return l.mismatches.count > r.mismatches.count
      }
      return lhs.offset > rhs.offset  // earlier options win ties
    }!.element
  }

  /// Records the chosen explanation's mismatches and credit, and returns
  /// the layer to continue from: `layer` itself, or the option's new node.
  private func apply(_ chosen: Option, at step: Int, layer: [PackedIndex]) -> [PackedIndex] {
    for mismatch in chosen.mismatches { outcome.fail(mismatch) }
    if let credit = chosen.credit {
      credits[credit] += 1
      rebuildReach()
    }
    guard let (state, parent, via) = chosen.node else { return layer }
    nodes.append(Node(state: state, parent: parent, via: via, step: PackedIndex(step)))
    return [PackedIndex(nodes.count - 1)]
  }

  /// How many of the steps after `step` replay from `states` before the
  /// next divergence (up to the look-ahead), and whether the replay then
  /// ends accepted.
  private func simulate(_ states: [State], after step: Int) -> (consumed: Int, accepting: Bool) {
    var current = ScratchList<Reached>()
    for state in states { current.append((state, .none)) }
    var next = ScratchList<Successor>()
    var consumed = 0
    var later = step + 1
    while later < context.stepCount {
      guard consumed < Self.lookAhead else { return (consumed, false) }
      defer { later += 1 }
      guard context.rejection(of: later) == nil, let first = firstCandidate(of: later) else {
        continue
      }
      advance(current, later, firstCandidate: first, into: &next)
      if next.isEmpty { return (consumed, false) }
      current.removeAll()
      for successor in next { current.append((successor.state, .none)) }
      consumed += 1
    }
    return (consumed, closure(current).contains { $0.state.position == end })
  }
}

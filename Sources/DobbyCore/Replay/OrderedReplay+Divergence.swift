/// How the ordered replay explains a divergence: the step at which no
/// state of the automaton can continue.
extension OrderedReplay {
  private struct Option {
    var mismatches: [PendingMismatch]
    /// The new layer's state and its parent, or nil to keep the layer.
    var node: (State, parent: Int32, via: Int32)?
    var credit: Int?
    var score: (consumed: Int, accepting: Bool)
  }

  /// Chooses how to explain the divergence at `step`, records it, and
  /// returns the layer to continue from.
  func resolveDivergence(
    at step: Int, closed: [Reached], layer: [Int32], candidates: [Int]
  ) -> [Int32] {
    let lane = context.lane(of: step)
    let layerStates = layer.map { nodes[Int($0)].state }
    let consumable = candidates.map { position(of: $0) }.filter { $0 >= 0 }.filter { p in
      (maximum[p] < 0 || credits[p] + 1 <= maximum[p])
        && closed.contains { $0.state.position < Int32(p) }
    }
    let future = consumable.min()
    // The reachable state closest before the early expectation: what was due.
    let due = future.flatMap { future in
      closed.filter { $0.state.position < Int32(future) }.max {
        $0.state.position < $1.state.position
      }
    }

    let dropped: PendingMismatch
    if let future, let due {
      dropped = PendingMismatch(
        kind: .outOfOrder, step: step, rule: sequence[future],
        due: sequence[Int(due.state.position)])
    } else if let first = candidates.first {
      dropped = PendingMismatch(kind: .exceeded, step: step, rule: first)
    } else {
      dropped = PendingMismatch(kind: .unexpected, step: step)
    }

    var options: [Option] = []
    // The interaction is extra: drop it.
    options.append(
      Option(
        mismatches: [dropped], node: nil, credit: nil,
        score: simulate(layerStates, after: step)))
    if let future, let due {
      // It came early: count it for its expectation when that is reached.
      credits[future] += 1
      rebuildReach()
      let early = simulate(layerStates, after: step)
      credits[future] -= 1
      rebuildReach()
      options.append(Option(mismatches: [dropped], node: nil, credit: future, score: early))
      // Expectations were skipped: report them missing and go on from it.
      let skipped = unmetPositions(from: due.state, to: Int32(future))
      let state = State(
        position: Int32(future), count: clamp(Int32(future), credits[future] + 1))
      options.append(
        Option(
          mismatches: skipped.map {
            PendingMismatch(kind: .unfulfilled, step: step, rule: sequence[$0])
          },
          node: (state, due.origin, Int32(sequence[future])), credit: nil,
          score: simulate([state], after: step)))
    }
    if candidates.isEmpty,
      let standIn = closed.filter({ reached in
        let position = Int(reached.state.position)
        return position < sequence.count && context.ruleLane[sequence[position]] == lane
          && (maximum[position] < 0 || reached.state.count < maximum[position])
      }).min(by: { $0.state.position < $1.state.position })
    {
      // A wrong value in place of the due expectation: count it as that one.
      let position = standIn.state.position
      let state = State(position: position, count: clamp(position, standIn.state.count + 1))
      var mismatch = dropped
      mismatch.standIn = sequence[Int(position)]
      options.append(
        Option(
          mismatches: [mismatch], node: (state, standIn.origin, -1), credit: nil,
          score: simulate([state], after: step)))
    }

    let chosen = options.enumerated().max { lhs, rhs in
      let l = lhs.element
      let r = rhs.element
      if l.score.consumed != r.score.consumed { return l.score.consumed < r.score.consumed }
      if l.score.accepting != r.score.accepting { return !l.score.accepting }
      if l.mismatches.count != r.mismatches.count {
        return l.mismatches.count > r.mismatches.count
      }
      return lhs.offset > rhs.offset  // earlier options win ties
    }!.element

    for mismatch in chosen.mismatches { outcome.fail(mismatch) }
    if let credit = chosen.credit {
      credits[credit] += 1
      rebuildReach()
    }
    guard let (state, parent, via) = chosen.node else { return layer }
    nodes.append(Node(state: state, parent: parent, via: via, step: Int32(step)))
    return [Int32(nodes.count - 1)]
  }

  /// How many of the steps after `step` replay from `states` before the
  /// next divergence (up to the look-ahead), and whether the replay then
  /// ends accepted.
  private func simulate(_ states: [State], after step: Int) -> (consumed: Int, accepting: Bool) {
    var current = ScratchList<Reached>()
    for state in states { current.append((state, -1)) }
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
      for successor in next { current.append((successor.state, -1)) }
      consumed += 1
    }
    return (consumed, closure(current).contains { $0.state.position == end })
  }
}

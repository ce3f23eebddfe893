/// One step of the ordered replay's automaton: which states follow a
/// step, on the general path and on the single-state path.
extension OrderedReplay {
  /// Whether the expectation at `position` accepts `step`, which is on
  /// `lane`; each matcher runs at most once a step.
  @inline(__always)
  func accepts(_ position: Int, _ step: Int, lane: Int) -> Bool {
    let rule = sequence[position]
    guard context.ruleLane[rule] == lane else { return false }
    if tested[position] != PackedIndex(step) {
      tested[position] = PackedIndex(step)
      accepted[position] = context.matches(rule, step)
    }
    return accepted[position]
  }

  /// Files `successor` into `next`, or merges it with the state there that
  /// has its key (keeping the smaller count).
  @inline(__always)
  func file(_ successor: Successor, into next: inout ScratchList<Successor>) {
    let state = successor.state
    if let at = stateIndex.entry(state.position, state.count) {
      if state.count < next[Int(at)].state.count { next[Int(at)] = successor }
    } else {
      stateIndex.file(Int32(next.count), state.position, state.count)
      next.append(successor)
    }
  }

  /// The states after `step` from `bases`, into `next` (emptied first):
  /// each due expectation that accepts the step and has room moves a state
  /// on; under the turn rule, a base for which every expectation that
  /// accepts the step (the first at position `firstCandidate`) is not yet
  /// due stays.
  ///
  /// - Complexity: O(b + k) matcher calls and O(1) merges for b bases and
  ///   k expectations.
  func advance<Bases: Collection<Reached>>(
    _ bases: Bases, _ step: Int, firstCandidate: Int32, into next: inout ScratchList<Successor>
  ) {
    if passed.count != sequence.count {
      stateIndex = ReplayStateIndex(minimum: minimum)
      passed = Array(repeating: 0, count: sequence.count)
      tested = Array(repeating: .none, count: sequence.count)
      accepted = Array(repeating: false, count: sequence.count)
    }
    if ignoresEarly && reachIsStale { computeReach() }
    next.removeAll()
    stateIndex.reset()
    let lane = context.lane(of: step)
    advances += 1
    let stamp = advances
    for (base, origin) in bases {
      var state = base
      var movedOn = false
      while state.position < end {
        let position = Int(state.position)
        if movedOn {
          // Another base's closure passed here already: the rest is the same.
          if passed[position] == stamp { break }
          passed[position] = stamp
        }
        if maximum[position].hasRoom(after: state.count), accepts(position, step, lane: lane) {
          let moved = State(position: state.position, count: clamp(state.position, state.count + 1))
          file(
            Successor(state: moved, origin: origin, via: PackedIndex(sequence[position])),
            into: &next)
        }
        guard state.count >= minimum[position] else { break }
        state = entry(state.position + 1)
        movedOn = true
      }
      if ignoresEarly && firstCandidate > reach(base) {
        file(Successor(state: base, origin: origin, via: .none), into: &next)
      }
    }
  }

  /// What a single state does with `step`, without the buffers: the one
  /// state after it and the rule that consumed it, staying (the turn rule),
  /// or `nil` when there are several successors or none (the general path
  /// then decides).
  @inline(__always)
  func onlySuccessor(from start: State, _ step: Int, firstCandidate: Int32) -> Successor? {
    let lane = context.lane(of: step)
    var found: Successor?
    var state = start
    while state.position < end {
      let position = Int(state.position)
      let rule = sequence[position]
      if context.ruleLane[rule] == lane,
        maximum[position].hasRoom(after: state.count), context.matches(rule, step)
      {
        if found != nil { return nil }
        found = Successor(
          state: State(position: state.position, count: clamp(state.position, state.count + 1)),
          origin: .none, via: PackedIndex(rule))
      }
      guard state.count >= minimum[position] else { break }
      state = entry(state.position + 1)
    }
    if found == nil && ignoresEarly && firstCandidate > state.position {
      return Successor(state: start, origin: .none, via: .none)
    }
    return found
  }

  /// The position of the first expectation that accepts `step`; `nil` when
  /// none does and the step is ignored (nice patterns only: in a strict
  /// one every step counts, no turn rule reads the result, and it is
  /// `end`).
  @inline(__always)
  func firstCandidate(of step: Int) -> Int32? {
    guard ignoresEarly else { return end }
    // A candidate is an expectation: it has a position.
    return context.firstCandidate(of: step).map { Int32(position(of: $0)!) }
  }
}

/// Ordered verification: the expectation sequence simulated as a
/// nondeterministic automaton over the merged timeline.
///
/// A state is (position in the sequence, count consumed there). An
/// interaction may stay at the current expectation while its maximum
/// allows, or move on once its minimum is met; every possible state is kept,
/// so no greedy choice can fail a pattern that some assignment satisfies.
/// Each layer of states keeps its parents, and the verdicts are read back
/// along one accepting path.
///
/// When no state can continue (a divergence), the replay resynchronises by
/// trying a few explanations of the step — an extra interaction, an early
/// one, a skipped expectation, a wrong value in place of the due one — and
/// keeps the one under which the rest of the timeline replays furthest, so
/// one root cause yields one mismatch.
///
/// - Complexity: O(n · s) matcher calls for n interactions and s states
///   alive at once (1 or 2 for typical patterns), plus a bounded look-ahead
///   at each divergence.
final class OrderedReplay {
  let context: ReplayContext
  /// The expectation rules, in setup order.
  let sequence: [Int]
  let minimum: [Int32]
  /// -1 for no maximum.
  let maximum: [Int32]
  // The replay's state. A replay runs once, on one thread, inside one
  // `check()`, and nothing else can reach it: the runtime's exclusivity
  // check on each access would only slow every step.
  /// Position in `sequence` of each expectation rule (-1 for a rejection),
  /// made at the first divergence.
  @exclusivity(unchecked) var positions: [Int]?
  /// Interactions counted towards a position ahead of time (early ones).
  @exclusivity(unchecked) var credits: [Int32]
  @exclusivity(unchecked) var outcome: ReplayOutcome
  @exclusivity(unchecked) var nodes: [Node] = []

  /// How many steps a look-ahead replays before it stops.
  static let lookAhead = 1_000

  struct State: Hashable {
    var position: Int32
    var count: Int32
  }

  struct Node {
    var state: State
    var parent: Int32
    /// The rule that consumed `step`, or -1.
    var via: Int32
    var step: Int32
  }

  /// A closure state and the layer node it came from.
  typealias Reached = (state: State, origin: Int32)

  init(context: ReplayContext) {
    self.context = context
    let table = context.table
    if table.isExpectation.allSatisfy({ $0 }) {
      sequence = Array(0..<table.count)
      minimum = table.minimum.map { Int32(clamping: $0) }
      maximum = table.maximum.map { Int32(clamping: $0) }
    } else {
      sequence = table.isExpectation.indices.filter { table.isExpectation[$0] }
      minimum = sequence.map { Int32(clamping: table.minimum[$0]) }
      maximum = sequence.map { Int32(clamping: table.maximum[$0]) }
    }
    credits = Array(repeating: 0, count: sequence.count)
    outcome = ReplayOutcome(steps: context.stepCount, rules: context.rules.count)
  }

  var end: Int32 { Int32(sequence.count) }

  /// The position in `sequence` of rule `rule`, or -1 for a rejection.
  func position(of rule: Int) -> Int {
    if positions == nil {
      var made = Array(repeating: -1, count: context.table.count)
      for (index, rule) in sequence.enumerated() { made[rule] = index }
      positions = made
    }
    return positions![rule]
  }

  // MARK: Automaton

  /// `count` at `position`, with counts past a missing maximum folded into
  /// the minimum (they behave alike).
  @inline(__always)
  func clamp(_ position: Int32, _ count: Int32) -> Int32 {
    guard position < end else { return 0 }
    return maximum[Int(position)] < 0 ? min(count, minimum[Int(position)]) : count
  }

  @inline(__always)
  func entry(_ position: Int32) -> State {
    State(position: position, count: position < end ? clamp(position, credits[Int(position)]) : 0)
  }

  /// Every state reachable by moving on from fulfilled expectations.
  func closure<States: Collection<Reached>>(_ states: States) -> [Reached] {
    var result = ScratchList<Reached>()
    var seen = Set<State>()
    closure(states, into: &result, seen: &seen)
    return Array(result)
  }

  /// Every state reachable by moving on from fulfilled expectations, into
  /// `result` (emptied first; `seen` is scratch space). The replay passes
  /// the same buffers at every step, so a step allocates nothing.
  @inline(__always)
  func closure<States: Collection<Reached>>(
    _ states: States, into result: inout ScratchList<Reached>, seen: inout Set<State>
  ) {
    result.removeAll()
    if !seen.isEmpty { seen.removeAll(keepingCapacity: true) }
    for (start, origin) in states {
      var state = start
      while true {
        if result.count < 16 {
          if result.contains(where: { $0.state == state }) { break }
        } else if seen.isEmpty {
          seen = Set(result.map(\.state))
          if !seen.insert(state).inserted { break }
        } else if !seen.insert(state).inserted {
          break
        }
        result.append((state, origin))
        guard state.position < end, state.count >= minimum[Int(state.position)] else { break }
        state = entry(state.position + 1)
      }
    }
  }

  /// The states after consuming `step` from the closure states, into
  /// `result` (emptied first).
  @inline(__always)
  func transitions(
    _ closed: ScratchList<Reached>, _ step: Int,
    into result: inout ScratchList<(Reached, rule: Int)>
  ) {
    let lane = context.lane(of: step)
    result.removeAll()
    for (state, origin) in closed where state.position < end {
      let position = Int(state.position)
      let rule = sequence[position]
      guard context.ruleLane[rule] == lane,
        maximum[position] < 0 || state.count < maximum[position],
        context.matches(rule, step)
      else { continue }
      let next = State(position: state.position, count: clamp(state.position, state.count + 1))
      if !result.contains(where: { $0.0.state == next }) { result.append(((next, origin), rule)) }
    }
  }

  /// The one state after consuming `step` from the closure of `start`,
  /// and the rule that consumed it; `nil` when there are none or several
  /// (the general path then decides).
  ///
  /// The common case of a single live state, without the buffers:
  /// `closure` of one state is the chain of states moving on from it (all
  /// distinct), and `transitions` keeps each that consumes the step.
  @inline(__always)
  func onlyTransition(from start: State, _ step: Int) -> (State, rule: Int)? {
    let lane = context.lane(of: step)
    var found: (State, rule: Int)?
    var state = start
    while state.position < end {
      let position = Int(state.position)
      let rule = sequence[position]
      if context.ruleLane[rule] == lane,
        maximum[position] < 0 || state.count < maximum[position],
        context.matches(rule, step)
      {
        if found != nil { return nil }
        found = (
          State(position: state.position, count: clamp(state.position, state.count + 1)), rule
        )
      }
      guard state.count >= minimum[position] else { break }
      state = entry(state.position + 1)
    }
    return found
  }

  /// Whether `step` takes part in the replay (strict: always; nice: when
  /// some expectation accepts it).
  @inline(__always)
  func isRelevant(_ step: Int) -> Bool {
    context.mode.strict || context.hasCandidate(step)
  }

  // MARK: Replay

  func run() -> ReplayOutcome {
    nodes = [Node(state: entry(0), parent: -1, via: -1, step: -1)]
    nodes.reserveCapacity(context.stepCount + 1)
    var layer = 0..<1
    var current = ScratchList<Reached>()
    var closed = ScratchList<Reached>()
    var next = ScratchList<(Reached, rule: Int)>()
    var seen = Set<State>()
    for step in 0..<context.stepCount {
      if let rejection = context.rejection(of: step) {
        outcome.fail(PendingMismatch(kind: .rejected, step: step, rule: rejection))
        continue
      }
      guard isRelevant(step) else {
        outcome.verdicts[step] = .ignored
        continue
      }
      if layer.count == 1,
        let (state, rule) = onlyTransition(from: nodes[layer.lowerBound].state, step)
      {
        nodes.append(
          Node(state: state, parent: Int32(layer.lowerBound), via: Int32(rule), step: Int32(step)))
        layer = (nodes.count - 1)..<nodes.count
        continue
      }
      current.removeAll()
      for node in layer { current.append((nodes[node].state, Int32(node))) }
      closure(current, into: &closed, seen: &seen)
      transitions(closed, step, into: &next)
      if next.isEmpty {
        layer = resolveDivergence(
          at: step, closed: Array(closed), layer: layer,
          candidates: context.candidates(of: step))
        continue
      }
      let start = nodes.count
      for ((state, origin), rule) in next {
        nodes.append(Node(state: state, parent: origin, via: Int32(rule), step: Int32(step)))
      }
      layer = start..<nodes.count
    }
    finish(layer: layer)
    return outcome
  }

  func finish(layer: Range<Int>) {
    let closed = closure(layer.map { (nodes[$0].state, Int32($0)) })
    var best: (origin: Int32, unmet: [Int])?
    for (state, origin) in closed {
      let unmet = unmetPositions(from: state, to: end)
      if best == nil || unmet.count < best!.unmet.count { best = (origin, unmet) }
      if unmet.isEmpty { break }
    }
    guard let best else { return }
    var index = Int(best.origin)
    while index >= 0 {
      let node = nodes[index]
      if node.via >= 0 {
        outcome.verdicts[Int(node.step)] = .matched(rule: Int(node.via))
        outcome.matchCounts[Int(node.via)] += 1
      }
      index = Int(node.parent)
    }
    for (position, credit) in credits.enumerated() where credit > 0 {
      outcome.matchCounts[sequence[position]] += Int(credit)
    }
    for position in best.unmet {
      outcome.fail(PendingMismatch(kind: .unfulfilled, step: nil, rule: sequence[position]))
    }
  }

  /// Positions from `state` up to (not including) `limit` whose minimum is
  /// not met.
  func unmetPositions(from state: State, to limit: Int32) -> [Int] {
    var unmet: [Int] = []
    var position = state.position
    var count = state.count
    while position < limit {
      if count < minimum[Int(position)] { unmet.append(Int(position)) }
      position += 1
      if position < end { count = entry(position).count }
    }
    return unmet
  }
}

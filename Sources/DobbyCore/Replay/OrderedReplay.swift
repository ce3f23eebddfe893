/// Ordered verification: the expectation sequence simulated as a
/// nondeterministic automaton over the merged timeline.
///
/// A state is (position in the sequence, count consumed there). An
/// interaction may stay at the current expectation while its maximum
/// allows, or move on once its minimum is met; every possible state is kept,
/// so no greedy choice can fail a pattern that some assignment satisfies.
/// States at one position merge where one dominates the other (see
/// ``ReplayStateIndex``), so at most `minimum + 1` live at each position.
/// Each layer of states keeps its parents, and the verdicts are read back
/// along one accepting path.
///
/// From a state, the expectations *due* are those from its position up to
/// the first one still short of its minimum (the closure of moving on);
/// those before its position have had their turn, those after the due ones
/// are not yet due. In a nice pattern the **turn rule** applies: an
/// interaction that only not-yet-due expectations accept is ignored, and
/// the state stays. Every other interaction counts: a due expectation
/// consumes it, or the state cannot continue.
///
/// When no state can continue (a divergence), the replay resynchronises by
/// trying a few explanations of the step — an extra interaction, an early
/// one, a skipped expectation, a wrong value in place of the due one — and
/// keeps the one under which the rest of the timeline replays furthest, so
/// one root cause yields one mismatch.
///
/// - Complexity: O(n · (s + k)) matcher calls for n interactions, k
///   expectations and s states alive at once; s is at most k · (m + 1) for
///   the largest minimum m, and 1 or 2 for typical patterns, which take a
///   path of O(1) per step. Plus a bounded look-ahead at each divergence.
final class OrderedReplay {
  let context: ReplayContext
  /// The expectation rules, in setup order.
  let sequence: [Int]
  let minimum: [Int32]
  let maximum: [PackedMaximum]
  /// Position in `sequence` of each rule (`nil` for a rejection), made
  /// when first asked for.
  @exclusivity(unchecked) private var positions: [Int?]?
  /// Whether the turn rule lets a state ignore an interaction (nice).
  let ignoresEarly: Bool
  // The replay's state. A replay runs once, on one thread, inside one
  // `check()`, and nothing else can reach it: the runtime's exclusivity
  // check on each access would only slow every step.
  /// Interactions counted towards a position ahead of time (early ones).
  @exclusivity(unchecked) var credits: [Int32]
  /// For each position, how far the due expectations reach from a state
  /// that has just moved on to it: the first position at or after it whose
  /// entry count is short of its minimum (`end` when there is none).
  /// Depends on `credits`: made by the first step that needs it, and again
  /// after the credits change.
  @exclusivity(unchecked) var reachFromEntry: [Int32] = []
  @exclusivity(unchecked) var reachIsStale = true
  @exclusivity(unchecked) var outcome: ReplayOutcome
  @exclusivity(unchecked) var nodes: [Node] = []
  // The general path's scratch space, sized by its first step: a pattern
  // whose replay never has more than one state never needs it.
  @exclusivity(unchecked) var stateIndex = ReplayStateIndex(minimum: [])
  /// Per position, the call of `advance` whose closure last passed it after
  /// moving on (`advances` counts the calls), and the step whose matcher
  /// result `accepted` holds.
  @exclusivity(unchecked) var passed: [Int] = []
  @exclusivity(unchecked) var advances = 0
  @exclusivity(unchecked) var tested: [PackedIndex] = []
  @exclusivity(unchecked) var accepted: [Bool] = []

  /// How many steps a look-ahead replays before it stops.
  static let lookAhead = 1_000

  struct State: Hashable {
    var position: Int32
    var count: Int32
  }

  /// A state on a path, linked to the node before it (``PackedIndex/none``
  /// for the first).
  struct Node {
    var state: State
    var parent: PackedIndex
    /// The rule that consumed `step`; none for a node that no rule's match
    /// made (the first, and a wrong value's stand-in).
    var via: PackedIndex
    /// The step that made the node; none for the first.
    var step: PackedIndex
  }

  /// A closure state and the layer node it came from (none in a
  /// look-ahead, which makes no nodes).
  typealias Reached = (state: State, origin: PackedIndex)

  /// A state after a step: the layer node it came from, and the rule that
  /// consumed the step (none when the state ignored it and ``stays``).
  struct Successor {
    var state: State
    var origin: PackedIndex
    var via: PackedIndex

    /// Whether the state ignored the step (the turn rule) and stays.
    var stays: Bool { via.isNone }
  }

  /// The positions that the best path left short of their minimum, set by
  /// ``run()``.
  private(set) var unmetAtEnd: [Int] = []

  /// A replay of `context`'s pattern; the expectations at `waived`
  /// positions are taken to have no minimum.
  init(context: ReplayContext, waived: [Int] = []) {
    self.context = context
    let table = context.table
    var minimum: [Int32]
    if table.isExpectation.allSatisfy({ $0 }) {
      sequence = Array(0..<table.count)
      minimum = table.minimum.map { Int32(clamping: $0) }
      maximum = table.maximum.map(PackedMaximum.init)
    } else {
      sequence = table.isExpectation.indices.filter { table.isExpectation[$0] }
      minimum = sequence.map { Int32(clamping: table.minimum[$0]) }
      maximum = sequence.map { PackedMaximum(table.maximum[$0]) }
    }
    for position in waived { minimum[position] = 0 }
    self.minimum = minimum
    ignoresEarly = !context.mode.strict
    credits = Array(repeating: 0, count: sequence.count)
    outcome = ReplayOutcome(steps: context.stepCount, rules: context.rules.count)
  }

  var end: Int32 { Int32(sequence.count) }

  /// The position in `sequence` of rule `rule`; `nil` for a rejection.
  ///
  /// - Complexity: O(r) for r rules on the first call, O(1) after.
  func position(of rule: Int) -> Int? {
    if positions == nil {
      var made = [Int?](repeating: nil, count: context.table.count)
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
    return maximum[Int(position)].isUnbounded ? min(count, minimum[Int(position)]) : count
  }

  @inline(__always)
  func entry(_ position: Int32) -> State {
    State(position: position, count: position < end ? clamp(position, credits[Int(position)]) : 0)
  }

  /// Marks ``reachFromEntry`` for recomputing, after the credits changed.
  func rebuildReach() { reachIsStale = true }

  /// Recomputes ``reachFromEntry`` from the credits.
  ///
  /// - Complexity: O(k) for k expectations.
  func computeReach() {
    reachIsStale = false
    var reach = Array(repeating: end, count: sequence.count + 1)
    for position in sequence.indices.reversed() {
      reach[position] =
        entry(Int32(position)).count < minimum[position] ? Int32(position) : reach[position + 1]
    }
    reachFromEntry = reach
  }

  /// The last position due from `state`: the first one at or after it
  /// still short of its minimum, or `end`.
  @inline(__always)
  func reach(_ state: State) -> Int32 {
    guard state.position < end else { return end }
    let position = Int(state.position)
    return state.count >= minimum[position] ? reachFromEntry[position + 1] : state.position
  }

  /// Every state reachable by moving on from fulfilled expectations.
  func closure<States: Collection<Reached>>(_ states: States) -> [Reached] {
    var result: [Reached] = []
    var seen = Set<State>()
    for (start, origin) in states {
      var state = start
      while seen.insert(state).inserted {
        result.append((state, origin))
        guard state.position < end, state.count >= minimum[Int(state.position)] else { break }
        state = entry(state.position + 1)
      }
    }
    return result
  }

  // MARK: Replay

  func run() -> ReplayOutcome {
    nodes = [Node(state: entry(0), parent: .none, via: .none, step: .none)]
    nodes.reserveCapacity(context.stepCount + 1)
    // The layer's nodes: `single` while there is one (the common case, kept
    // out of the array), else none and `layer`.
    var single = PackedIndex(0)
    var layer: [PackedIndex] = []
    var bases = ScratchList<Reached>()
    var next = ScratchList<Successor>()
    for step in 0..<context.stepCount {
      if let rejection = context.rejection(of: step) {
        outcome.fail(PendingMismatch(kind: .rejected, step: step, rule: rejection))
        continue
      }
      guard let firstCandidate = firstCandidate(of: step) else {
        outcome.verdicts[step] = .ignored
        continue
      }
      if let node = single.index,
        let only = onlySuccessor(from: nodes[node].state, step, firstCandidate: firstCandidate)
      {
        if !only.stays {
          nodes.append(
            Node(state: only.state, parent: single, via: only.via, step: PackedIndex(step)))
          single = PackedIndex(nodes.count - 1)
        }
        continue
      }
      if !single.isNone { layer = [single] }
      bases.removeAll()
      for node in layer { bases.append((state(of: node), node)) }
      advance(bases, step, firstCandidate: firstCandidate, into: &next)
      if next.isEmpty {
        layer = resolveDivergence(
          at: step, closed: closure(bases), layer: layer, candidates: context.candidates(of: step))
      } else {
        layer.removeAll(keepingCapacity: true)
        for successor in next {
          if successor.stays {
            layer.append(successor.origin)
          } else {
            nodes.append(
              Node(
                state: successor.state, parent: successor.origin, via: successor.via,
                step: PackedIndex(step)))
            layer.append(PackedIndex(nodes.count - 1))
          }
        }
      }
      single = layer.count == 1 ? layer[0] : .none
    }
    finish(layer: single.isNone ? layer : [single])
    return outcome
  }

  /// The state of the node at `link`, which is not none.
  @inline(__always)
  func state(of link: PackedIndex) -> State { nodes[link.index!].state }

  func finish(layer: [PackedIndex]) {
    let closed = closure(layer.map { (state(of: $0), $0) })
    var best: (origin: PackedIndex, unmet: [Int])?
    for (state, origin) in closed {
      let unmet = unmetPositions(from: state, to: end)
      if best == nil || unmet.count < best!.unmet.count { best = (origin, unmet) }
      if unmet.isEmpty { break }
    }
    guard let best else { return }
    unmetAtEnd = best.unmet
    var link = best.origin
    while let index = link.index {
      let node = nodes[index]
      if let rule = node.via.index, let step = node.step.index {
        outcome.verdicts[step] = .matched(rule: rule)
        outcome.matchCounts[rule] += 1
      }
      link = node.parent
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

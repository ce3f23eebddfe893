/// Unordered verification: a bipartite assignment of interactions to
/// expectations with capacities (a max-flow with lower bounds).
///
/// The first assignment is tried before any search (see
/// `UnorderedReplay+Greedy.swift`); when it places every interaction, it
/// is the one the phases below would make. Otherwise:
/// phase one fills every expectation up to its minimum, phase two up to its
/// maximum; each phase assigns greedily and then searches augmenting paths
/// (breadth first, iteratively), which may move an interaction from one
/// expectation to another but never lowers an expectation's count. So the
/// minimums met in phase one stay met, and the result is a maximum
/// assignment: when it leaves an interaction out, no assignment could place
/// it, and verification never fails falsely.
///
/// `after:` edges are checked on that assignment; when it breaks one, a
/// search over where each edge cuts the timeline looks for another (see
/// `UnorderedReplay+Edges.swift`).
///
/// - Complexity: O(n + e) for n interactions with one candidate each
///   (equality matchers are found by hashing); O(n · e) in the worst case
///   of e candidate pairs. With `after:` edges that the first assignment
///   breaks, one such assignment per node of the search, which is
///   exponential in the number of edges in the worst case.
final class UnorderedReplay {
  let context: ReplayContext
  // The replay's state. A replay runs once, on one thread, inside one
  // `check()`, and nothing else can reach it: the runtime's exclusivity
  // check on each access would only slow every step.
  @exclusivity(unchecked) var outcome: ReplayOutcome
  /// The relevant steps, and their candidate rules: those of item `i` are
  /// `candidateList[candidateStart[i]..<candidateStart[i + 1]]`.
  @exclusivity(unchecked) var steps: [Int] = []
  @exclusivity(unchecked) var candidateStart: [Int] = [0]
  @exclusivity(unchecked) var candidateList: [Int] = []
  /// The rule each relevant step is assigned to; none while it is not.
  @exclusivity(unchecked) var assigned: [PackedIndex] = []
  /// The relevant steps assigned to each rule, and each assigned step's
  /// slot there.
  @exclusivity(unchecked) var members: RuleMembers
  @exclusivity(unchecked) private var slot: [Int] = []
  /// Scratch space of the augmenting-path search, kept between searches:
  /// the step that reached each rule, valid where `reachedIn` holds the
  /// current search's number.
  @exclusivity(unchecked) private var reachedFrom: [Int]
  @exclusivity(unchecked) private var reachedIn: [Int]
  @exclusivity(unchecked) private var search = 0
  @exclusivity(unchecked) private var queue: [Int] = []
  /// Each relevant step's candidates before any `after:` window narrows
  /// them (kept only when the pattern has edges).
  @exclusivity(unchecked) var baseStart: [Int] = []
  @exclusivity(unchecked) var baseList: [Int] = []
  /// The cardinalities' bounds, as capacities (no maximum: ``unlimited``).
  @exclusivity(unchecked) var minimums: [Int] = []
  @exclusivity(unchecked) var maximums: [Int] = []

  /// Whether the outcome came from the search, the first assignment
  /// having failed (or not been tried).
  @exclusivity(unchecked) private(set) var searched = false
  /// How many lanes a successful first assignment placed in one call
  /// each.
  @exclusivity(unchecked) var lanesInBulk = 0

  /// The capacity of an expectation with no maximum: one that no count
  /// reaches.
  static let unlimited = Int.max

  init(context: ReplayContext) {
    self.context = context
    // Made by `run()` and the first `solve()`: a first assignment that
    // succeeds reports without them.
    outcome = ReplayOutcome(steps: 0, rules: 0)
    members = RuleMembers(rules: 0)
    reachedFrom = []
    reachedIn = []
  }

  func candidates(_ item: Int) -> ArraySlice<Int> {
    candidateList[candidateStart[item]..<candidateStart[item + 1]]
  }

  func run() -> ReplayOutcome {
    minimums = context.ruleMinimum
    if solveGreedily() { return outcome }
    searched = true
    outcome = ReplayOutcome(steps: context.stepCount, rules: context.rules.count)
    maximums = context.ruleMaximum.map { $0 ?? Self.unlimited }
    steps.reserveCapacity(context.stepCount)
    candidateStart.reserveCapacity(context.stepCount + 1)
    candidateList.reserveCapacity(context.stepCount)
    for step in 0..<context.stepCount {
      if let rejection = context.rejection(of: step) {
        outcome.fail(PendingMismatch(kind: .rejected, step: step, rule: rejection))
        continue
      }
      let start = candidateList.count
      context.appendCandidates(of: step, to: &candidateList)
      if candidateList.count == start && !context.mode.strict {
        outcome.verdicts[step] = .ignored
        continue
      }
      steps.append(step)
      candidateStart.append(candidateList.count)
    }
    solve()
    guard !context.table.edges.isEmpty, isComplete, !violatedEdges().isEmpty else {
      report()
      return outcome
    }
    baseStart = candidateStart
    baseList = candidateList
    if searchEdges() {
      report()
    } else {
      // No assignment keeps every edge: report the edges the first one
      // broke (it met every cardinality).
      narrow(to: nil)
      report(edgeViolations: violatedEdges())
    }
    return outcome
  }

  /// Assigns the relevant steps to their current candidates from scratch:
  /// first up to every minimum, then up to every maximum.
  func solve() {
    startAssignment()
    if reachedFrom.isEmpty {
      reachedFrom = Array(repeating: 0, count: context.rules.count)
      reachedIn = Array(repeating: 0, count: context.rules.count)
    }
    fill(capacity: minimums)
    fill(capacity: maximums)
  }

  /// Empties the assignment, for a new one.
  private func startAssignment() {
    assigned = Array(repeating: .none, count: steps.count)
    slot = Array(repeating: 0, count: steps.count)
    members = RuleMembers(rules: context.rules.count)
  }

  /// Assigns every unassigned step that can be placed within `capacity`.
  private func fill(capacity: [Int]) {
    var waiting: [Int] = []
    for item in steps.indices where assigned[item].isNone {
      if let rule = candidates(item).first(where: { members.count(of: $0) < capacity[$0] }) {
        assign(item, to: rule)
      } else if !candidates(item).isEmpty {
        waiting.append(item)
      }
    }
    for item in waiting { augment(from: item, capacity: capacity) }
  }

  private func assign(_ item: Int, to rule: Int) {
    if let old = assigned[item].index {
      let at = slot[item]
      let last = members.removeLast(of: old)
      if last != item {
        members.set(old, at: at, last)
        slot[last] = at
      }
    }
    assigned[item] = PackedIndex(rule)
    slot[item] = members.count(of: rule)
    members.append(item, to: rule)
  }

  /// Breadth-first search for a path from `start` through full rules to a
  /// rule with room; moves each step on the path one rule along.
  private func augment(from start: Int, capacity: [Int]) {
    search += 1
    queue.removeAll(keepingCapacity: true)
    queue.append(start)
    var head = 0
    while head < queue.count {
      let item = queue[head]
      head += 1
      for rule in candidates(item)
      where reachedIn[rule] != search && assigned[item] != PackedIndex(rule) {
        reachedFrom[rule] = item
        reachedIn[rule] = search
        if members.count(of: rule) < capacity[rule] {
          // Unwind: each step moves to the rule it reached.
          var target = rule
          var mover = item
          while true {
            let previous = assigned[mover]
            assign(mover, to: target)
            // Every step on the path but the start was assigned.
            guard mover != start, let rule = previous.index else { return }
            target = rule
            mover = reachedFrom[target]
          }
        }
        members.forEach(of: rule) { queue.append($0) }
      }
    }
  }

  /// Records the assignment's verdicts and mismatches in the outcome;
  /// `edgeViolations` are broken edges to report as out of order.
  private func report(edgeViolations: [EdgeViolation] = []) {
    for (item, step) in steps.enumerated() {
      if let rule = assigned[item].index { outcome.verdicts[step] = .matched(rule: rule) }
    }
    for rule in context.rules.indices { outcome.matchCounts[rule] = members.count(of: rule) }
    var deficit = context.rules.indices.map { max(0, minimums[$0] - members.count(of: $0)) }
    for (item, step) in steps.enumerated() where assigned[item].isNone {
      if let first = candidates(item).first {
        outcome.fail(PendingMismatch(kind: .exceeded, step: step, rule: first))
        continue
      }
      // A wrong value in place of an unfulfilled expectation on its lane is
      // one root cause: report it once, here.
      let lane = context.lane(of: step)
      let standIn = context.expectations(on: lane).first { deficit[$0] > 0 }
      if let standIn { deficit[standIn] -= 1 }
      outcome.fail(PendingMismatch(kind: .unexpected, step: step, standIn: standIn))
    }
    for rule in context.rules.indices where deficit[rule] > 0 {
      outcome.fail(PendingMismatch(kind: .unfulfilled, step: nil, rule: rule))
    }
    for violation in edgeViolations {
      outcome.fail(
        PendingMismatch(
          kind: .outOfOrder, step: violation.step, rule: violation.later,
          predecessor: violation.earlier, predecessorStep: violation.earlierStep))
    }
  }
}

/// The steps assigned to each rule, as ordered lists with O(1) append,
/// remove-last and replace. A rule's first member is kept inline, so the
/// common case (one step per rule) allocates nothing per rule.
struct RuleMembers {
  private var counts: [Int]
  /// Each rule's first member, where its count is above 0.
  private var first: [Int]
  private var rest: [[Int]]

  init(rules: Int) {
    counts = Array(repeating: 0, count: rules)
    first = Array(repeating: 0, count: rules)
    rest = Array(repeating: [], count: rules)
  }

  func count(of rule: Int) -> Int { counts[rule] }

  mutating func append(_ item: Int, to rule: Int) {
    if counts[rule] == 0 { first[rule] = item } else { rest[rule].append(item) }
    counts[rule] += 1
  }

  mutating func removeLast(of rule: Int) -> Int {
    counts[rule] -= 1
    return counts[rule] == 0 ? first[rule] : rest[rule].removeLast()
  }

  mutating func set(_ rule: Int, at position: Int, _ item: Int) {
    if position == 0 { first[rule] = item } else { rest[rule][position - 1] = item }
  }

  func forEach(of rule: Int, _ body: (Int) -> Void) {
    guard counts[rule] > 0 else { return }
    body(first[rule])
    for item in rest[rule] { body(item) }
  }
}

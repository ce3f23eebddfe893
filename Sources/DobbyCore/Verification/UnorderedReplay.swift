/// Unordered verification: a bipartite assignment of interactions to
/// expectations with capacities (a max-flow with lower bounds).
///
/// Phase one fills every expectation up to its minimum, phase two up to its
/// maximum; each phase assigns greedily and then searches augmenting paths
/// (breadth first, iteratively), which may move an interaction from one
/// expectation to another but never lowers an expectation's count. So the
/// minimums met in phase one stay met, and the result is a maximum
/// assignment: when it leaves an interaction out, no assignment could place
/// it, and verification never fails falsely.
///
/// - Complexity: O(n + e) for n interactions with one candidate each
///   (equality matchers are found by hashing); O(n · e) in the worst case
///   of e edges.
struct UnorderedReplay {
  private let context: ReplayContext
  private var outcome: ReplayOutcome
  /// The relevant steps and their candidate rules.
  private var steps: [Int] = []
  private var candidates: [[Int]] = []
  /// The rule each relevant step is assigned to, or -1.
  private var assigned: [Int] = []
  /// The relevant steps assigned to each rule, and each step's slot there.
  private var members: [[Int]]
  private var slot: [Int] = []

  init(context: ReplayContext) {
    self.context = context
    outcome = ReplayOutcome(steps: context.stepCount, rules: context.rules.count)
    members = Array(repeating: [], count: context.rules.count)
  }

  mutating func run() -> ReplayOutcome {
    for step in 0..<context.stepCount {
      if let rejection = context.rejection(of: step) {
        outcome.fail(PendingMismatch(kind: .rejected, step: step, rule: rejection))
        continue
      }
      let found = context.candidates(of: step)
      if found.isEmpty && !context.mode.strict {
        outcome.verdicts[step] = .ignored
        continue
      }
      steps.append(step)
      candidates.append(found)
    }
    assigned = Array(repeating: -1, count: steps.count)
    slot = Array(repeating: -1, count: steps.count)

    let minimums = context.rules.map { $0.cardinality.minimum }
    let maximums = context.rules.map { $0.cardinality.maximum ?? Int.max }
    fill(capacity: minimums)
    fill(capacity: maximums)
    report(minimums: minimums)
    return outcome
  }

  /// Assigns every unassigned step that can be placed within `capacity`.
  private mutating func fill(capacity: [Int]) {
    var waiting: [Int] = []
    for item in steps.indices where assigned[item] < 0 {
      if let rule = candidates[item].first(where: { members[$0].count < capacity[$0] }) {
        assign(item, to: rule)
      } else if !candidates[item].isEmpty {
        waiting.append(item)
      }
    }
    for item in waiting { augment(from: item, capacity: capacity) }
  }

  private mutating func assign(_ item: Int, to rule: Int) {
    if assigned[item] >= 0 {
      let old = assigned[item]
      let at = slot[item]
      let last = members[old].removeLast()
      if last != item {
        members[old][at] = last
        slot[last] = at
      }
    }
    assigned[item] = rule
    slot[item] = members[rule].count
    members[rule].append(item)
  }

  /// Breadth-first search for a path from `start` through full rules to a
  /// rule with room; moves each step on the path one rule along.
  private mutating func augment(from start: Int, capacity: [Int]) {
    var reachedFrom = [Int: Int]()  // rule -> the step that reached it
    var queue: [Int] = [start]
    var head = 0
    while head < queue.count {
      let item = queue[head]
      head += 1
      for rule in candidates[item] where reachedFrom[rule] == nil && assigned[item] != rule {
        reachedFrom[rule] = item
        if members[rule].count < capacity[rule] {
          // Unwind: each step moves to the rule it reached.
          var target = rule
          var mover = item
          while true {
            let previous = assigned[mover]
            assign(mover, to: target)
            if mover == start { return }
            target = previous
            mover = reachedFrom[target]!
          }
        }
        queue.append(contentsOf: members[rule])
      }
    }
  }

  private mutating func report(minimums: [Int]) {
    for (item, step) in steps.enumerated() where assigned[item] >= 0 {
      outcome.verdicts[step] = .matched(rule: assigned[item])
    }
    for rule in context.rules.indices { outcome.matchCounts[rule] = members[rule].count }
    var deficit = context.rules.indices.map { max(0, minimums[$0] - members[$0].count) }
    for (item, step) in steps.enumerated() where assigned[item] < 0 {
      if let first = candidates[item].first {
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
  }
}

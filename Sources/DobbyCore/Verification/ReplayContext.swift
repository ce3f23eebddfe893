/// Everything a replay needs, read once at the clock cut: the lanes, the
/// merged steps, and the rules bound to their lanes' values.
final class ReplayContext {
  let mode: PatternMode
  let lanes: [Lane]
  let rules: [Rule]
  /// Each rule's matcher, bound to its lane's values.
  let bound: [BoundMatcher]
  /// Each rule's lane.
  let ruleLane: [Int]
  /// The merged timeline: lane and index within the lane of each step.
  let stepLane: [Int32]
  let stepIndex: [Int32]
  /// Per lane, the candidate index for its expectations and its rejections.
  private let indexes: [LaneIndex]

  private struct LaneIndex {
    /// Expectations whose matcher is equality on a `Hashable`, by value.
    var keyed: [AnyHashable: [Int]] = [:]
    /// The function that keys this lane's values, when any rule is keyed.
    var keyOf: ((Int) -> AnyHashable)?
    /// Expectations that must be tried one by one.
    var unkeyed: [Int] = []
    var rejections: [Int] = []
  }

  init(mode: PatternMode, lanes: [Lane], rules: [Rule], laneOfRecorder: [ObjectIdentifier: Int]) {
    self.mode = mode
    self.lanes = lanes
    self.rules = rules
    ruleLane = rules.map { laneOfRecorder[$0.recorder]! }
    var bound: [BoundMatcher] = []
    bound.reserveCapacity(rules.count)
    var indexes = Array(repeating: LaneIndex(), count: lanes.count)
    for (id, rule) in rules.enumerated() {
      let lane = laneOfRecorder[rule.recorder]!
      let matcher = rule.bind(lanes[lane].values)
      bound.append(matcher)
      if rule.kind == .reject {
        indexes[lane].rejections.append(id)
      } else if let key = matcher.key, let keyOf = matcher.keyOfValue {
        indexes[lane].keyed[key, default: []].append(id)
        // Assign once: `a = a ?? f` wraps the closure in one more
        // reabstraction thunk per rule, so a call would cost O(rules).
        if indexes[lane].keyOf == nil { indexes[lane].keyOf = keyOf }
      } else {
        indexes[lane].unkeyed.append(id)
      }
    }
    self.bound = bound
    self.indexes = indexes

    let total = lanes.reduce(0) { $0 + $1.interactions.count }
    var stepLane: [Int32] = []
    var stepIndex: [Int32] = []
    stepLane.reserveCapacity(total)
    stepIndex.reserveCapacity(total)
    var merge = MergeIterator(counts: lanes.map(\.interactions.count)) {
      lanes[$0].interactions[$1].timestamp
    }
    while let (lane, index) = merge.next() {
      stepLane.append(Int32(lane))
      stepIndex.append(Int32(index))
    }
    self.stepLane = stepLane
    self.stepIndex = stepIndex
  }

  var stepCount: Int { stepLane.count }

  @inline(__always)
  func lane(of step: Int) -> Int { Int(stepLane[step]) }

  /// Whether rule `rule` accepts the interaction at `step` (which must be
  /// on the rule's lane).
  @inline(__always)
  func matches(_ rule: Int, _ step: Int) -> Bool {
    bound[rule].matches(Int(stepIndex[step]))
  }

  func explain(_ rule: Int, _ step: Int) -> [FieldMismatch] {
    bound[rule].explain(Int(stepIndex[step]))
  }

  /// The first rejection that accepts the interaction at `step`.
  func rejection(of step: Int) -> Int? {
    let index = indexes[lane(of: step)]
    return index.rejections.first { matches($0, step) }
  }

  /// The expectations that accept the interaction at `step`, ascending.
  func candidates(of step: Int) -> [Int] {
    let index = indexes[lane(of: step)]
    var result = index.unkeyed.filter { matches($0, step) }
    if let keyOf = index.keyOf, let keyed = index.keyed[keyOf(Int(stepIndex[step]))] {
      // Equal keys can still disagree with `==` only for exotic types;
      // confirm with the matcher.
      result += keyed.filter { matches($0, step) }
      result.sort()
    }
    return result
  }

  /// The expectations on `lane`, in setup order.
  func expectations(on lane: Int) -> [Int] {
    rules.indices.filter { ruleLane[$0] == lane && rules[$0].kind == .expect }
  }
}

/// What a replay decided: a verdict per step, the mismatches (without their
/// nearest misses, which are filled in afterwards), and how many steps each
/// rule consumed.
struct ReplayOutcome {
  enum StepVerdict: Equatable {
    case matched(rule: Int)
    case ignored
    case mismatch(Int)
    /// Not yet decided (the ordered replay backtracks to decide).
    case pending
  }

  var verdicts: [StepVerdict]
  var mismatches: [PendingMismatch] = []
  var matchCounts: [Int]

  init(steps: Int, rules: Int) {
    verdicts = Array(repeating: .pending, count: steps)
    matchCounts = Array(repeating: 0, count: rules)
  }

  mutating func fail(_ mismatch: PendingMismatch) {
    if let step = mismatch.step, mismatch.kind != .unfulfilled {
      verdicts[step] = .mismatch(mismatches.count)
    }
    mismatches.append(mismatch)
  }
}

/// A mismatch as a replay finds it, in rule indices (0-based).
struct PendingMismatch {
  var kind: Mismatch.Kind
  var step: Int?
  var rule: Int?
  var due: Int?
  /// The rule the interaction stood in for, when the replay substituted it.
  var standIn: Int?
}

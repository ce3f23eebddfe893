/// Everything a replay needs, read once at the clock cut: the lanes, the
/// merged steps, and the rules bound to their lanes' values.
final class ReplayContext {
  let mode: PatternMode
  let lanes: [Lane]
  let rules: [Rule]
  /// Each rule's lane, and its index among the lane's rules.
  let ruleLane: [Int]
  private let ruleLocal: [Int32]
  /// Each lane's values with its rules bound to them.
  private let bindings: [any LaneBinding]
  /// The merged timeline: lane and index within the lane of each step.
  let stepLane: [Int32]
  let stepIndex: [Int32]
  /// The expectations of each lane, in setup order.
  private let laneExpectations: [[Int]]
  /// Whether each lane has rejections (most have none: skip the call).
  private let laneRejects: [Bool]
  /// Each rule's cardinality bounds (-1: no maximum), read once.
  let ruleMinimum: [Int]
  let ruleMaximum: [Int]

  init(mode: PatternMode, lanes: [Lane], rules: [Rule]) {
    self.mode = mode
    self.lanes = lanes
    self.rules = rules
    var ruleLane: [Int] = []
    var ruleLocal: [Int32] = []
    var laneRules = Array(repeating: [Int32](), count: lanes.count)
    var laneExpectations = Array(repeating: [Int](), count: lanes.count)
    var laneRejects = Array(repeating: false, count: lanes.count)
    var ruleMinimum: [Int] = []
    var ruleMaximum: [Int] = []
    ruleMinimum.reserveCapacity(rules.count)
    ruleMaximum.reserveCapacity(rules.count)
    ruleLane.reserveCapacity(rules.count)
    ruleLocal.reserveCapacity(rules.count)
    // Index the array rather than iterate it: a `Rule` copied out costs a
    // few retains.
    for id in rules.indices {
      let lane = rules[id].lane
      ruleLane.append(lane)
      ruleLocal.append(Int32(laneRules[lane].count))
      laneRules[lane].append(Int32(id))
      if rules[id].kind == .expect {
        laneExpectations[lane].append(id)
      } else {
        laneRejects[lane] = true
      }
      ruleMinimum.append(rules[id].cardinality.minimum)
      ruleMaximum.append(rules[id].cardinality.maximum ?? -1)
    }
    self.laneRejects = laneRejects
    self.ruleMinimum = ruleMinimum
    self.ruleMaximum = ruleMaximum
    self.ruleLane = ruleLane
    self.ruleLocal = ruleLocal
    self.laneExpectations = laneExpectations
    bindings = lanes.indices.map { lanes[$0].bind(rules, laneRules[$0]) }

    (stepLane, stepIndex) = StepMerge.merge(lanes.map(\.timestamps))
  }

  var stepCount: Int { stepLane.count }

  @inline(__always)
  func lane(of step: Int) -> Int { Int(stepLane[step]) }

  /// Whether rule `rule` accepts the interaction at `step` (which must be
  /// on the rule's lane).
  @inline(__always)
  func matches(_ rule: Int, _ step: Int) -> Bool {
    bindings[Int(stepLane[step])].matches(ruleLocal[rule], stepIndex[step])
  }

  func explain(_ rule: Int, _ step: Int) -> [FieldMismatch] {
    bindings[Int(stepLane[step])].explain(ruleLocal[rule], stepIndex[step])
  }

  /// The first rejection that accepts the interaction at `step`.
  @inline(__always)
  func rejection(of step: Int) -> Int? {
    let lane = Int(stepLane[step])
    guard laneRejects[lane] else { return nil }
    return bindings[lane].rejection(of: stepIndex[step])
  }

  /// The expectations that accept the interaction at `step`, ascending.
  func candidates(of step: Int) -> [Int] {
    var result: [Int] = []
    appendCandidates(of: step, to: &result)
    return result
  }

  /// Appends the expectations that accept the interaction at `step`,
  /// ascending, to `result`.
  func appendCandidates(of step: Int, to result: inout [Int]) {
    bindings[Int(stepLane[step])].appendCandidates(of: stepIndex[step], to: &result)
  }

  /// Whether some expectation accepts the interaction at `step`.
  func hasCandidate(_ step: Int) -> Bool {
    bindings[Int(stepLane[step])].hasCandidate(stepIndex[step])
  }

  /// The expectations on `lane`, in setup order.
  func expectations(on lane: Int) -> [Int] { laneExpectations[lane] }
}

/// What a replay decided: a verdict per step, the mismatches (without their
/// nearest misses, which are filled in afterwards), and how many steps each
/// rule consumed.
struct ReplayOutcome {
  enum StepVerdict: Equatable, Sendable {
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

/// Everything a replay needs, read once at the clock cut: the lanes, the
/// merged steps, and the rules bound to their lanes' values.
final class ReplayContext {
  let mode: PatternMode
  let lanes: [ReplayedRecorder]
  let table: RuleTable
  /// Each rule's lane, and its index among the lane's rules.
  let ruleLane: [Int]
  private let ruleLocal: [Int32]
  /// Each lane's values with its rules bound to them.
  private let bindings: [any RecorderRules]
  /// The merged timeline: lane and index within the lane of each step.
  let stepLane: [Int32]
  let stepIndex: [Int32]
  /// The rules of each lane, in setup order: those of lane `l` are
  /// `laneRules[laneStart[l]..<laneStart[l + 1]]`.
  private let laneStart: [Int]
  private let laneRules: [Int32]
  /// The expectations of each lane, made when a failure asks for them. A
  /// context belongs to one `check()` on one thread.
  @exclusivity(unchecked) private var laneExpectations: [[Int]?]
  /// Whether each lane has rejections (most have none: skip the call).
  private let laneRejects: [Bool]
  /// Each rule's cardinality bounds (the maximum `nil` when there is none).
  var ruleMinimum: [Int] { table.minimum }
  var ruleMaximum: [Int?] { table.maximum }
  /// The rules, in setup order.
  var rules: [Rule] { table.rules }

  init(mode: PatternMode, lanes: [ReplayedRecorder], rules table: RuleTable) {
    self.mode = mode
    self.lanes = lanes
    self.table = table
    // Group the rules by lane: count, then place (no array per lane).
    let ruleLane = table.lane
    var laneStart = Array(repeating: 0, count: lanes.count + 1)
    var laneRejects = Array(repeating: false, count: lanes.count)
    var laneRules: [Int32]
    var ruleLocal: [Int32]
    if lanes.count == 1 {
      // One lane holds every rule, in order.
      laneStart[1] = table.count
      laneRejects[0] = table.isExpectation.contains(false)
      laneRules = [Int32](positions: table.count)
      ruleLocal = laneRules
    } else {
      for id in 0..<table.count {
        laneStart[ruleLane[id] + 1] += 1
        if !table.isExpectation[id] { laneRejects[ruleLane[id]] = true }
      }
      for lane in lanes.indices { laneStart[lane + 1] += laneStart[lane] }
      var filled = laneStart
      laneRules = Array(repeating: Int32(0), count: table.count)
      ruleLocal = Array(repeating: Int32(0), count: table.count)
      for id in 0..<table.count {
        let lane = ruleLane[id]
        ruleLocal[id] = Int32(filled[lane] - laneStart[lane])
        laneRules[filled[lane]] = Int32(id)
        filled[lane] += 1
      }
    }
    self.laneRejects = laneRejects
    self.ruleLane = ruleLane
    self.ruleLocal = ruleLocal
    self.laneStart = laneStart
    self.laneRules = laneRules
    laneExpectations = Array(repeating: nil, count: lanes.count)
    bindings = lanes.indices.map {
      lanes[$0].bind(table, Array(laneRules[laneStart[$0]..<laneStart[$0 + 1]]))
    }

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

  /// The first expectation (in setup order) that accepts the interaction
  /// at `step`.
  @inline(__always)
  func firstCandidate(of step: Int) -> Int? {
    bindings[Int(stepLane[step])].firstCandidate(of: stepIndex[step])
  }

  /// The first keyed (hashed) expectation that accepts the interaction at
  /// `step` and that `admits` lets through.
  @inline(__always)
  func firstKeyedCandidate(of step: Int, where admits: (Int) -> Bool) -> Int? {
    bindings[Int(stepLane[step])].firstKeyedCandidate(of: stepIndex[step], where: admits)
  }

  /// Whether every rule on `lane` is a keyed expectation (see
  /// ``RecorderRules/isKeyedOnly``).
  func isKeyedOnly(_ lane: Int) -> Bool { bindings[lane].isKeyedOnly }

  /// The first assignment of `lane`'s interactions, by their index in the
  /// lane (see ``RecorderRules/assignFirst(counts:minimums:)``).
  func assignFirst(on lane: Int, counts: inout [Int], minimums: [Int]) -> [Int32]? {
    bindings[lane].assignFirst(counts: &counts, minimums: minimums)
  }

  /// The expectations on `lane`, in setup order.
  ///
  /// - Complexity: O(r) for the lane's r rules on first call, O(1) after.
  func expectations(on lane: Int) -> [Int] {
    if let cached = laneExpectations[lane] { return cached }
    let expectations = laneRules[laneStart[lane]..<laneStart[lane + 1]].map(Int.init)
      .filter { table.isExpectation[$0] }
    laneExpectations[lane] = expectations
    return expectations
  }
}

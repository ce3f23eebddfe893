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

  var verdicts: StepVerdicts
  var mismatches: [PendingMismatch] = []
  var matchCounts: [Int]

  init(steps: Int, rules: Int) {
    verdicts = StepVerdicts(count: steps)
    matchCounts = Array(repeating: 0, count: rules)
  }

  /// An outcome of `verdicts` and `matchCounts`, without mismatches so far.
  init(verdicts: StepVerdicts, matchCounts: [Int]) {
    self.verdicts = verdicts
    self.matchCounts = matchCounts
  }

  mutating func fail(_ mismatch: PendingMismatch) {
    if let step = mismatch.step, mismatch.kind != .unfulfilled {
      verdicts[step] = .mismatch(mismatches.count)
    }
    mismatches.append(mismatch)
  }
}

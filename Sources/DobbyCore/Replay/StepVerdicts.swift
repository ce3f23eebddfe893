/// Each step's verdict, in 4 bytes: the rule for a match (0 or more), or a
/// negative code for the others.
struct StepVerdicts: Sendable {
  private static let ignored: Int32 = -1
  private static let pending: Int32 = -2
  /// `mismatch(i)` is `firstMismatch - i`.
  private static let firstMismatch: Int32 = -3

  private var codes: [Int32]

  /// `count` pending verdicts.
  init(count: Int) { codes = Array(repeating: Self.pending, count: count) }

  subscript(step: Int) -> ReplayOutcome.StepVerdict {
    get {
      let code = codes[step]
      switch code {
      case 0...: return .matched(rule: Int(code))
      case Self.ignored: return .ignored
      case Self.pending: return .pending
      default: return .mismatch(Int(Self.firstMismatch - code))
      }
    }
    set {
      switch newValue {
      case .matched(let rule): codes[step] = Int32(rule)
      case .ignored: codes[step] = Self.ignored
      case .pending: codes[step] = Self.pending
      case .mismatch(let index): codes[step] = Self.firstMismatch - Int32(index)
      }
    }
  }
}

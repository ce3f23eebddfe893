/// Each step's verdict, in 4 bytes: its ``Kind`` in the low two bits, and
/// above them the rule of a match or the index of a mismatch.
struct StepVerdicts: Sendable {
  private enum Kind: UInt32 {
    case pending, ignored, matched, mismatch
  }

  private static let kindBits: UInt32 = 2
  private static let kindMask: UInt32 = 1 << kindBits - 1

  private var codes: [UInt32]

  /// `count` pending verdicts.
  init(count: Int) { codes = Array(repeating: Self.code(.pending), count: count) }

  /// A verdict per rule of `rules`: each step matched by the rule at its
  /// position.
  ///
  /// The rules are checked once, as a whole (their bits or'ed together),
  /// not one by one: this runs once per interaction of a passing
  /// unordered check.
  init(matched rules: [Int32]) {
    var bits: UInt32 = 0
    codes =
      rules.isEmpty
      ? []
      : rules.withUnsafeBufferPointer { rules in
        [UInt32](unsafeUninitializedCapacity: rules.count) { codes, initialized in
          for (step, rule) in rules.enumerated() {
            let payload = UInt32(bitPattern: rule)
            bits |= payload
            codes.initializeElement(at: step, to: payload << Self.kindBits | Kind.matched.rawValue)
          }
          initialized = rules.count
        }
      }
    precondition(
      bits < 1 << (32 - Self.kindBits),
      "a verdict's rule must be from 0 to 2^30 - 1 (was \(rules.first { $0 < 0 || $0 >= 1 << 30 }!))"
    )
  }

  private static func code(_ kind: Kind, _ payload: Int = 0) -> UInt32 {
    precondition(
      payload >= 0 && payload < 1 << (32 - kindBits),
      "a verdict's rule or mismatch index must be below 2^30 (was \(payload))")
    return UInt32(payload) << kindBits | kind.rawValue
  }

  subscript(step: Int) -> ReplayOutcome.StepVerdict {
    get {
      let code = codes[step]
      let payload = Int(code >> Self.kindBits)
      switch Kind(rawValue: code & Self.kindMask)! {
      case .matched: return .matched(rule: payload)
      case .ignored: return .ignored
      case .pending: return .pending
      case .mismatch: return .mismatch(payload)
      }
    }
    set {
      switch newValue {
      case .matched(let rule): codes[step] = Self.code(.matched, rule)
      case .ignored: codes[step] = Self.code(.ignored)
      case .pending: codes[step] = Self.code(.pending)
      case .mismatch(let index): codes[step] = Self.code(.mismatch, index)
      }
    }
  }
}

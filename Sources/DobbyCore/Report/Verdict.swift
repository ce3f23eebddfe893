/// What the verification made of one interaction.
public enum Verdict: Sendable, Hashable {
  /// Consumed by the expectation with this id.
  case matched(expectation: Int)
  /// Not consumed, and allowed to be (nice patterns).
  case ignored
  /// The subject of the mismatch at this index in `mismatches`.
  case mismatch(Int)
}

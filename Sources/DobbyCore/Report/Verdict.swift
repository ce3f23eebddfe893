/// What the verification made of one interaction.
public enum Verdict: Sendable, Hashable {
  /// Consumed by the expectation with this id.
  case matched(expectation: ExpectationID)
  /// Not consumed, and allowed to be (nice patterns).
  case ignored
  /// The subject of the mismatch at this index in `mismatches`.
  case mismatch(Int)
}

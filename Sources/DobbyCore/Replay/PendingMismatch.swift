/// A mismatch as a replay finds it, in rule indices (0-based).
struct PendingMismatch {
  var kind: Mismatch.Kind
  var step: Int?
  var rule: Int?
  var due: Int?
  /// The rule the interaction stood in for, when the replay substituted it.
  var standIn: Int?
  /// For a broken `after:` edge: the rule that must come first, and the
  /// step of its interaction that came after `step`.
  var predecessor: Int?
  var predecessorStep: Int?
}

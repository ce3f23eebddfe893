import DobbyCore

extension RecordingComparison {
  /// A stub reaction that one recording reports unused (DOBBY-E006) and
  /// the other does not. Two runs of one test set up the same reactions,
  /// so one that a run does not report unused answered a call in it.
  public struct ReactionChange: Sendable, Hashable {
    /// The reaction as its `on(…)` call reads, escaped:
    /// `pricing.on(== "SKU-2")`.
    public var description: String
    /// Whether the first recording reports it unused.
    public var unusedInA: Bool
    /// Whether the second recording reports it unused.
    public var unusedInB: Bool
  }

  /// The reactions unused in one of `a` and `b` only: A's, then B's, each
  /// in report order.
  ///
  /// - Complexity: O(m) in the mismatches of both.
  static func compareReactions(
    _ a: VerificationReport, _ b: VerificationReport
  ) -> [ReactionChange] {
    func unused(_ report: VerificationReport) -> [UnusedReaction] {
      report.mismatches.compactMap { $0.kind == .unused ? $0.reaction : nil }
    }
    let (inA, inB) = (unused(a), unused(b))
    let (setA, setB) = (Set(inA), Set(inB))
    let change = { (reaction: UnusedReaction, inA: Bool) in
      ReactionChange(
        description: DisplayText.escape(reaction.description), unusedInA: inA, unusedInB: !inA)
    }
    return inA.filter { !setB.contains($0) }.map { change($0, true) }
      + inB.filter { !setA.contains($0) }.map { change($0, false) }
  }
}

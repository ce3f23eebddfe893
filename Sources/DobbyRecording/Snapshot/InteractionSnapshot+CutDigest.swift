package import DobbyCore

extension InteractionSnapshot.Entry {
  /// The digest of what a step's tree leaves out at one of its cuts (a
  /// long string's middle, children past the 100th, levels past the
  /// 12th): where a change past the cut is, when the snapshot differs.
  public struct CutDigest: Sendable, Hashable {
    /// The cut's path from the value's root: `.note`, `.items`, `""` for
    /// the root.
    public var path: String
    /// 16 lowercase hex digits of the 64-bit digest of what is cut there.
    public var digest: String

    /// The digest `digest` of the cut at `path`.
    public init(path: String, digest: String) {
      self.path = path
      self.digest = digest
    }
  }
}

extension InteractionSnapshot {
  /// The digests of one step's value: of the whole, and at each cut of
  /// its tree.
  package struct StepDigests: Sendable {
    /// The whole value's digest.
    package var whole: String?
    /// The digest at each cut, at most `ValueDigest.maxCuts`; `nil` when
    /// not at hand.
    package var cuts: [Entry.CutDigest]?

    /// The digests `whole` and `cuts`.
    package init(whole: String?, cuts: [Entry.CutDigest]?) {
      self.whole = whole
      self.cuts = cuts
    }

    /// The digests of `value`, whose tree with `fields` left out is
    /// `tree`.
    ///
    /// - Complexity: O(n) in the size of `value`.
    package init(of value: Any, tree: ValueTree, leavingOut fields: [String]) {
      whole = ValueDigest(of: value, leavingOut: fields).description
      let found = ValueDigest.cuts(of: value, tree: tree, leavingOut: fields)
      cuts =
        found.isEmpty
        ? nil : found.map { Entry.CutDigest(path: $0.cut.path, digest: $0.digest.description) }
    }
  }
}

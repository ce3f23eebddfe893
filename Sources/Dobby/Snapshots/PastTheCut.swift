import DobbyCore
import DobbyRecording

/// The steps whose trees match a snapshot's but whose digests do not: the
/// values differ past what the snapshot shows (a long string's middle, an
/// element past the 100th, a level past the 12th), and the lines that
/// name them under a snapshot's difference.
///
/// ```text
/// @@ past what the snapshot shows @@
///   #2  #2  save  Order(id: "A-1", note: "aaaa…aaaa")
///       the values differ past what the snapshot shows (digest 1b2c3d4e5f607182 → 9a8b7c6d5e4f3021)
///       the values differ at .note, in the 1,000 characters the snapshot leaves out
/// ```
///
/// The cuts named are those whose digests (see `ValueDigest.cuts`)
/// differ; a snapshot written before it kept them lists where it cut.
struct PastTheCut {
  /// The steps, as indices into the stored and the actual snapshot's steps.
  let steps: [(a: Int, b: Int)]
  let stored: InteractionSnapshot
  let actual: InteractionSnapshot
  let comparison: RecordingComparison

  /// The cuts named under a step at most; the rest are counted.
  static let shownCuts = 3

  /// The steps that `comparison` (of `stored` with `actual`) finds the
  /// same but whose digests differ.
  ///
  /// - Complexity: O(r) for r rows of the comparison.
  init(stored: InteractionSnapshot, actual: InteractionSnapshot, comparison: RecordingComparison) {
    self.stored = stored
    self.actual = actual
    self.comparison = comparison
    steps = comparison.rows.compactMap { row in
      guard row.change == .same, let a = row.a, let b = row.b,
        stored.steps.indices.contains(a), actual.steps.indices.contains(b),
        let before = stored.steps[a].digest, let after = actual.steps[b].digest, before != after
      else { return nil }
      return (a, b)
    }
  }

  /// `1 changed past what the snapshot shows`, or nothing.
  var counts: [String] {
    steps.isEmpty ? [] : ["\(steps.count) changed past what the snapshot shows"]
  }

  /// The section naming each step, its digests and where the snapshot cut
  /// its value.
  var lines: [String] {
    let widthA = max(2, "#\(stored.steps.count)".count)
    let widthB = max(2, "#\(actual.steps.count)".count)
    var lines = ["@@ past what the snapshot shows @@"]
    for (a, b) in steps {
      let entry = stored.steps[a]
      let recorder =
        stored.recorders.indices.contains(entry.recorder)
        ? DisplayText.escape(stored.recorders[entry.recorder].name) : "?"
      lines.append(
        "  " + DisplayText.pad(TimelineStep(index: a).description, to: widthA) + "  "
          + DisplayText.pad(TimelineStep(index: b).description, to: widthB) + "  " + recorder
          + "  " + entry.value.summary(limit: 80))
      lines.append(
        "      the values differ past what the snapshot shows (digest \(entry.digest ?? "") → "
          + "\(actual.steps[b].digest ?? ""))")
      let changed = Self.changedCuts(entry, actual.steps[b])
      if !changed.isEmpty {
        lines += changed.prefix(Self.shownCuts).map { "      " + $0 }
        if changed.count > Self.shownCuts {
          lines.append("      and at \(changed.count - Self.shownCuts) more cuts")
        }
        continue
      }
      if let past = Self.pastDigestedCuts(entry, actual.steps[b]) {
        lines.append("      " + past)
        continue
      }
      let cuts = Self.cuts(of: entry.value)
      guard !cuts.isEmpty else { continue }
      var shown = cuts.prefix(Self.shownCuts).joined(separator: ", ")
      if cuts.count > Self.shownCuts { shown += " and \(cuts.count - Self.shownCuts) more" }
      lines.append("      the snapshot cuts " + shown)
      if entry.cutDigests == nil {
        lines.append(
          "      the snapshot keeps no digest at each cut (written before they were kept), "
            + "so which one changed is not known")
      }
    }
    return lines
  }

  /// The lines naming each cut of `stored`'s tree whose digest differs
  /// from `actual`'s: `the values differ at .note, in the 1,000
  /// characters the snapshot leaves out`. Empty when either has no
  /// digests at its cuts or none differs.
  ///
  /// - Complexity: O(v) in the nodes of the tree.
  static func changedCuts(
    _ stored: InteractionSnapshot.Entry, _ actual: InteractionSnapshot.Entry
  ) -> [String] {
    guard let before = stored.cutDigests, let after = actual.cutDigests else { return [] }
    let was = Dictionary(
      before.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
    let now = Dictionary(
      after.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
    return stored.value.cuts(limit: ValueDigest.maxCuts).compactMap { cut in
      guard let a = was[cut.path], let b = now[cut.path], a != b else { return nil }
      let what =
        switch cut.kind {
        case .characters(let count): "the \(grouped(count)) characters"
        case .children(let count): "the \(grouped(count)) \(count == 1 ? "child" : "children")"
        case .levels: "the levels"
        case .inside: "what"
        }
      let place = cut.path.isEmpty ? "" : " at \(DisplayText.escape(cut.path)),"
      let after = cut.kind == .inside && !cut.path.isEmpty ? " inside it" : ""
      return "the values differ\(place) in \(what) the snapshot leaves out\(after)"
    }
  }

  /// The line naming where a change is when the digests at the first
  /// `ValueDigest.maxCuts` cuts all match: in one of the cuts past them,
  /// which keep no digest of their own. `nil` when either step has no
  /// digests at its cuts, or `stored`'s tree has no cut past them.
  ///
  /// ```text
  /// the values differ past the first 16 cuts, which the snapshot keeps digests of: at [16], [17], [18] or 1 more cut
  /// ```
  ///
  /// - Complexity: O(v) in the nodes of the tree.
  static func pastDigestedCuts(
    _ stored: InteractionSnapshot.Entry, _ actual: InteractionSnapshot.Entry
  ) -> String? {
    guard stored.cutDigests != nil, actual.cutDigests != nil else { return nil }
    let rest = stored.value.cuts(limit: .max).dropFirst(ValueDigest.maxCuts).map {
      $0.path.isEmpty ? "the value" : DisplayText.escape($0.path)
    }
    guard let last = rest.last else { return nil }
    let places =
      rest.count > shownCuts
      ? rest.prefix(shownCuts).joined(separator: ", ") + " or "
        + plural(rest.count - shownCuts, "more cut", "more cuts")
      : rest.count == 1 ? last : rest.dropLast().joined(separator: ", ") + " or " + last
    return "the values differ past the first \(ValueDigest.maxCuts) cuts, which the snapshot"
      + " keeps digests of: at \(places)"
  }

  /// The last line: the comparison's counts with these steps.
  var summary: String {
    "summary: \(comparison.count(of: .inserted)) inserted, "
      + "\(comparison.count(of: .deleted)) deleted, \(comparison.count(of: .changed)) changed, "
      + "\(steps.count) changed past what the snapshot shows; "
      + plural(comparison.verdictChanges.count, "verdict") + " changed"
  }

  /// Where `tree` was cut, in walk order: `.note (1,000 more characters)`,
  /// `.items (150 more children)`, `.a.b (deeper levels)`.
  ///
  /// - Complexity: O(v) in the nodes of `tree`.
  static func cuts(of tree: ValueTree) -> [String] {
    var cuts: [String] = []
    func walk(_ node: ValueTree, _ path: String) {
      let shown = path.isEmpty ? "the value" : DisplayText.escape(path)
      switch node.kind {
      case .depthLimit:
        cuts.append("\(shown) (deeper levels)")
        return
      case .string where node.elided > 0:
        cuts.append("\(shown) (\(grouped(node.elided)) more characters)")
      case .string: break
      default:
        if node.elided > 0 {
          cuts.append(
            "\(shown) (\(grouped(node.elided)) more \(node.elided == 1 ? "child" : "children"))")
        }
      }
      for (index, child) in node.children.enumerated() {
        walk(child.value, path + ValueTree.component(of: child, at: index, in: node.kind))
      }
    }
    walk(tree, "")
    return cuts
  }
}

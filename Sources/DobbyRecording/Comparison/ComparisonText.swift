import DobbyCore

/// A ``RecordingComparison`` as plain text, in the manner of a unified
/// diff: a header naming both recordings and their outcomes, then each
/// difference with three steps of context, `-` for the first recording's
/// steps and `+` for the second's, then the expectations whose verdict
/// changed.
///
/// ```text
/// dobby: recordings differ - CheckoutTests.lastItemSoldOnce: 1 inserted, 1 verdict changed
/// --- A  pass.dobby.jsonl: passed (nice, unordered) - 1 interaction
/// +++ B  fail.dobby.jsonl: FAILED (nice, unordered) - 2 interactions, 1 mismatch
/// @@ A #1, B #1-#2 @@
///   #1  #1  inventory  OrderLine(sku: "KB-01", quantity: 1)  ✓E1  (Demo/…/CheckoutService.swift:42)
/// +     #2  inventory  OrderLine(sku: "KB-01", quantity: 1)  ✗ DOBBY-E005  (Demo/…/CheckoutService.swift:42)
/// verdicts:
///   E1 inventory == OrderLine(sku: "KB-01", quantity: 1) (at most 1 time): fulfilled → DOBBY-E005 exceeded
/// summary: 1 inserted, 0 deleted, 0 changed; 1 verdict changed
/// ```
///
/// Every recorded text is escaped. Deterministic: no clock time, no colour.
public struct ComparisonText: Sendable {
  /// The steps of context around each difference.
  public static let context = 3

  /// The comparison shown.
  public let comparison: RecordingComparison
  /// How the first recording is named (its path, as given).
  public let nameA: String
  /// How the second recording is named.
  public let nameB: String
  /// ASCII marks instead of `✓ ✗ · →`.
  public let ascii: Bool
  /// Call sites under this directory are shown relative to it; `nil` to
  /// show them whole.
  public let basePath: String?
  /// Whether each changed step is followed by its values' differences,
  /// field by field (`      .total: 100 → 120`).
  public let showsFieldChanges: Bool

  /// A text rendering of `comparison`.
  public init(
    _ comparison: RecordingComparison, nameA: String, nameB: String, ascii: Bool = false,
    basePath: String? = nil, showsFieldChanges: Bool = false
  ) {
    self.comparison = comparison
    self.nameA = nameA
    self.nameB = nameB
    self.ascii = ascii
    self.basePath = basePath
    self.showsFieldChanges = showsFieldChanges
  }

  /// The whole text, each line ending in a newline.
  ///
  /// - Complexity: O(r + d) for r rows and d differences: only the rows
  ///   around differences are described.
  public var text: String {
    var lines = [headline]
    lines.append("--- A  " + side(comparison.a, name: nameA))
    lines.append("+++ B  " + side(comparison.b, name: nameB))
    if !comparison.patternDifferences.isEmpty {
      lines.append(warning)
    }
    let timelineA = comparison.a.timeline
    let timelineB = comparison.b.timeline
    let widths = Widths(comparison, timelineA.count, timelineB.count)
    for hunk in hunks {
      lines.append(header(of: hunk))
      for index in hunk {
        let row = comparison.rows[index]
        switch row.change {
        case .same:
          lines.append(line(" ", row, comparison.a, timelineA, row.a, widths))
        case .changed:
          lines.append(
            line(
              "-", RecordingComparison.Row(.deleted, a: row.a, b: nil), comparison.a, timelineA,
              row.a, widths))
          lines.append(
            line(
              "+", RecordingComparison.Row(.inserted, a: nil, b: row.b), comparison.b, timelineB,
              row.b, widths))
          if showsFieldChanges, let a = row.a, let b = row.b {
            lines += fieldChanges(timelineA[a].value, timelineB[b].value)
          }
        case .deleted:
          lines.append(line("-", row, comparison.a, timelineA, row.a, widths))
        case .inserted:
          lines.append(line("+", row, comparison.b, timelineB, row.b, widths))
        }
      }
    }
    if !comparison.verdictChanges.isEmpty {
      lines.append("verdicts:")
      for change in comparison.verdictChanges {
        lines.append(
          "  \(change.description): \(change.before.text) \(arrow) \(change.after.text)")
      }
    }
    if !comparison.reactionChanges.isEmpty {
      lines.append("reactions:")
      for change in comparison.reactionChanges {
        let word = { (unused: Bool) in unused ? "unused" : "used" }
        lines.append(
          "  \(change.description): \(word(change.unusedInA)) \(arrow) \(word(change.unusedInB))")
      }
    }
    lines.append("summary: " + summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first line: whether the recordings differ, the test, and what
  /// differs.
  public var headline: String {
    let title = DisplayText.escape(comparison.a.title)
    let other = DisplayText.escape(comparison.b.title)
    let titles = title == other ? title : "\(title) vs \(other)"
    guard !comparison.isSame else {
      return
        "dobby: recordings match - \(titles): the same \(plural(comparison.rows.count, "step")) and verdicts"
    }
    return "dobby: recordings differ - \(titles): \(counts)"
  }

  /// `1 inserted, 1 verdict changed`: what differs, naming only what
  /// does; `outcome differs` when only the outcome does.
  private var counts: String {
    var parts = comparison.differenceCounts
    if !comparison.patternDifferences.isEmpty { parts.append("different patterns") }
    return parts.isEmpty ? "the outcome differs" : parts.joined(separator: ", ")
  }

  /// The last line's text.
  private var summary: String {
    guard !comparison.isSame else { return "same steps and verdicts" }
    return
      "\(comparison.count(of: .inserted)) inserted, \(comparison.count(of: .deleted)) deleted, "
      + "\(comparison.count(of: .changed)) changed; "
      + plural(comparison.verdictChanges.count, "verdict") + " changed"
      + (comparison.reactionChanges.isEmpty
        ? "" : ", " + plural(comparison.reactionChanges.count, "reaction") + " changed")
  }

  /// `warning: the recordings verify different patterns: E2 only in B (…)`.
  private var warning: String {
    "warning: the recordings verify different patterns: "
      + comparison.patternDifferences.map(\.text).joined(separator: "; ")
  }

  /// `pass.dobby.jsonl: passed (nice, unordered) - 1 interaction`, or for
  /// a snapshot `checkout.dobby-snapshot.jsonl: snapshot - 3 steps`.
  private func side(_ report: VerificationReport, name: String) -> String {
    // A snapshot has no verdicts: only its steps.
    if name.hasSuffix(SnapshotFormat.fileExtension) {
      return DisplayText.escape(name) + ": snapshot - " + plural(report.timeline.count, "step")
    }
    var text = DisplayText.escape(name) + ": " + (report.passed ? "passed" : "FAILED")
    text += " (\(report.mode)) - " + plural(report.timeline.count, "interaction")
    if !report.mismatches.isEmpty {
      text += ", " + plural(report.mismatches.count, "mismatch", "mismatches")
    }
    if !report.isComplete { text += " (incomplete)" }
    if comparison.a.title != comparison.b.title { text += " - " + DisplayText.escape(report.title) }
    return text
  }

  /// The rows of each hunk: every difference with ``context`` rows either
  /// side, overlapping hunks merged.
  var hunks: [Range<Int>] {
    var hunks: [Range<Int>] = []
    let count = comparison.rows.count
    for index in comparison.differences {
      let range = max(0, index - Self.context)..<min(count, index + Self.context + 1)
      if let last = hunks.last, range.lowerBound <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
      } else {
        hunks.append(range)
      }
    }
    return hunks
  }

  /// `@@ A #3-#9, B #3-#10 @@`; a side without steps in the hunk says
  /// `none`.
  private func header(of hunk: Range<Int>) -> String {
    let rows = comparison.rows[hunk]
    func span(_ steps: [Int]) -> String {
      guard let first = steps.first, let last = steps.last else { return "none" }
      let (from, to) = (TimelineStep(index: first), TimelineStep(index: last))
      return first == last ? "\(from)" : "\(from)-\(to)"
    }
    return "@@ A \(span(rows.compactMap(\.a))), B \(span(rows.compactMap(\.b))) @@"
  }

  /// Column widths shared by every step line.
  private struct Widths {
    var stepA: Int
    var stepB: Int
    var recorder: Int

    init(_ comparison: RecordingComparison, _ countA: Int, _ countB: Int) {
      stepA = max(2, "#\(countA)".count)
      stepB = max(2, "#\(countB)".count)
      let names = (comparison.a.recorders + comparison.b.recorders).map {
        DisplayText.width(DisplayText.escape($0.name))
      }
      recorder = min(16, names.max() ?? 1)
    }
  }

  /// One step line: `+      #2  inventory  OrderLine(…)  ✗ DOBBY-E005  (File.swift:41)`.
  private func line(
    _ sign: String, _ row: RecordingComparison.Row, _ report: VerificationReport,
    _ timeline: [TimelineEntry], _ step: Int?, _ widths: Widths
  ) -> String {
    guard let step, timeline.indices.contains(step) else { return sign }
    let entry = timeline[step]
    let labelA = row.a.map { TimelineStep(index: $0).description } ?? ""
    let labelB = row.b.map { TimelineStep(index: $0).description } ?? ""
    let recorders = report.recorders
    let name =
      recorders.indices.contains(entry.recorder)
      ? DisplayText.escape(recorders[entry.recorder].name) : "?"
    var text = sign + " " + DisplayText.pad(labelA, to: widths.stepA) + "  "
    text += DisplayText.pad(labelB, to: widths.stepB) + "  "
    text += DisplayText.pad(name, to: widths.recorder) + "  " + entry.summary
    text += "  " + report.mark(of: entry.verdict, glyphs: Glyphs.set(ascii: ascii))
    let site = entry.caller?.callSite ?? entry.callSite
    // A snapshot's steps have no call site.
    guard !site.filePath.isEmpty else { return text }
    text += "  (" + site.place(relativeTo: basePath) + ")"
    return text
  }

  /// `      .total: 100 → 120`: the fields where `a` and `b` differ,
  /// `missing` on the side that lacks one.
  private func fieldChanges(_ a: ValueTree, _ b: ValueTree) -> [String] {
    a.differences(to: b).map { change in
      let path = change.path.isEmpty ? "value" : DisplayText.escape(change.path)
      let before = change.expected.map { DisplayText.escape($0) } ?? "missing"
      let after = change.actual.map { DisplayText.escape($0) } ?? "missing"
      return "      \(path): \(before) \(arrow) \(after)"
    }
  }

  private var arrow: String { ascii ? "->" : "→" }
}

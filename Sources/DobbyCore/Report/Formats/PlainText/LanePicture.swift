/// The small sequence diagram under the first mismatch: one column per
/// recorder, one row per step around the first divergence, each value with
/// its verdict mark.
///
/// ```text
///   lanes:        fst        snd
///            #1   1 ✗
///            #2              "foobar" ✓E1
/// ```
struct LanePicture {
  let report: VerificationReport
  let options: PlainTextOptions

  /// Steps shown before and after the divergence.
  private static let context = 2

  /// One lane's cell in a row: a value (cut first when space is short,
  /// as the debugger's timeline cuts it: in the middle, keeping `focus`,
  /// the field that differs) and a mark (never cut).
  private struct Cell {
    var value = ""
    var mark = ""
    var focus: String?

    var width: Int {
      let marks = mark.isEmpty ? 0 : DisplayText.width(mark) + (value.isEmpty ? 0 : 1)
      return DisplayText.width(value) + marks
    }

    func fitted(to width: Int) -> String {
      guard !mark.isEmpty else { return DisplayText.fit(value, to: width, keeping: focus) }
      guard !value.isEmpty else { return mark }
      let room = max(1, width - DisplayText.width(mark) - 1)
      return DisplayText.fit(value, to: room, keeping: focus) + " " + mark
    }
  }

  func lines() -> [String] {
    guard let reported = report.firstDivergence, !report.recorders.isEmpty else { return [] }
    let lanes = report.recorders.count
    let count = report.timeline.count
    // A report read from a file may say anything: keep to the timeline.
    let divergence = min(max(0, reported.index), count)
    let first = max(0, min(divergence, count) - Self.context)
    let last = min(count - 1, divergence + Self.context)
    let steps = first <= last ? Array(first...last) : []
    let unfulfilled = report.mismatches.filter { $0.kind == .unfulfilled && $0.step == nil }
    let showVerify = divergence >= count - Self.context && !unfulfilled.isEmpty

    var rows: [[Cell]] = []
    for step in steps {
      var row = Array(repeating: Cell(), count: lanes)
      let entry = report.timeline[step]
      if row.indices.contains(entry.recorder) {
        row[entry.recorder] = Cell(
          value: entry.summary, mark: mark(entry.verdict),
          focus: report.focus(ofStep: step, nearestMissOf: nearestMisses(of: step)))
      }
      rows.append(row)
    }
    if showVerify {
      var row = Array(repeating: Cell(), count: lanes)
      for mismatch in unfulfilled {
        guard let expectation = mismatch.expectation.flatMap(report.expectation),
          row.indices.contains(expectation.recorder)
        else { continue }
        let lane = expectation.recorder
        row[lane].mark +=
          (row[lane].mark.isEmpty ? "" : " ") + Glyphs.unicode.failed + expectation.label
      }
      rows.append(row)
    }

    let labels = steps.map { TimelineStep(index: $0).description } + (showVerify ? ["verify"] : [])
    let gutter = max(4, (labels.map(\.count).max() ?? 0) + 2)
    let names = report.recorders.map {
      DisplayText.escape(VerificationReport.elidedName($0.name))
    }
    let available = max(8, (options.width - 11 - gutter) / lanes - 1)
    let widths = (0..<lanes).map { lane in
      min(available, max(DisplayText.width(names[lane]), rows.map { $0[lane].width }.max() ?? 0))
    }

    func line(_ label: String, _ columns: [String]) -> String {
      let body = columns.indices.map { DisplayText.pad(columns[$0], to: widths[$0]) }
      return (DisplayText.pad(label, to: gutter) + body.joined(separator: " "))
        .trimmingTrailingSpaces()
    }
    var result = [
      "  lanes:   "
        + line("", names.indices.map { DisplayText.truncate(names[$0], to: widths[$0]) })
    ]
    for (label, row) in zip(labels, rows) {
      result.append("           " + line(label, row.indices.map { row[$0].fitted(to: widths[$0]) }))
    }
    return result
  }

  /// The mismatches whose nearest miss is the 0-based `step`.
  ///
  /// - Complexity: O(m) for m mismatches, read lazily.
  private func nearestMisses(of step: Int) -> some Sequence<Int> {
    report.mismatches.indices.lazy.filter { report.mismatches[$0].nearestMiss?.step?.index == step }
  }

  private func mark(_ verdict: Verdict) -> String {
    switch verdict {
    case .matched(let id): Glyphs.unicode.matched + id.description
    case .ignored: Glyphs.unicode.ignored
    case .mismatch: Glyphs.unicode.failed
    }
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}

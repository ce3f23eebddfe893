import DobbyCore
import DobbyRecording

extension DiffView {
  /// The bottom area: the verdicts that changed (and the expectations
  /// that differ) on the left, the selected row's detail on the right;
  /// below 80 columns, one of the two, the verdicts when focused.
  func drawBottom(into frame: inout Frame) {
    guard let bottom = layout.bottom else { return }
    frame.fill(row: bottom.top, column: 0, width: width, with: glyphs.horizontal, style: .muted)
    if layout.verdicts == nil, state.focus == .verdicts, let area = layout.detail {
      drawTitle("verdicts", focused: true, column: area.left, row: bottom.top, into: &frame)
      drawVerdicts(in: area, into: &frame)
      return
    }
    if let verdicts = layout.verdicts {
      drawTitle(
        "verdicts", focused: state.focus == .verdicts, column: verdicts.left, row: bottom.top,
        into: &frame)
      drawVerdicts(in: verdicts, into: &frame)
    }
    if let detail = layout.detail {
      drawTitle("detail", focused: false, column: detail.left, row: bottom.top, into: &frame)
      drawDetail(in: detail, into: &frame)
    }
  }

  private func drawTitle(
    _ title: String, focused: Bool, column: Int, row: Int, into frame: inout Frame
  ) {
    frame.put(" \(title) ", row: row, column: column + 1, style: focused ? .accent : .bold)
  }

  /// `✓ E1 fulfilled → ✗ DOBBY-E005 exceeded  inventory == …`, one line each,
  /// after a line per expectation that differs between the patterns, and
  /// `on ✓ used → ✗ DOBBY-E006 unused  pricing.on(== 2)` per reaction change.
  private func drawVerdicts(in area: Rect, into frame: inout Frame) {
    var lines: [[(String, Style)]] = comparison.patternDifferences.map {
      [("! ", .mismatch), ($0.text, .plain)]
    }
    for change in comparison.verdictChanges {
      let (before, beforeStyle) = verdict(change.before)
      let (after, afterStyle) = verdict(change.after)
      let statement = change.description.drop { $0 != " " }.dropFirst()
      lines.append([
        ("\(ExpectationID(number: change.expectation)) ", .bold), (before, beforeStyle),
        (state.options.ascii ? " -> " : " → ", .plain), (after, afterStyle),
        ("  " + statement, .muted),
      ])
    }
    for change in comparison.reactionChanges {
      let (before, beforeStyle) = reaction(unused: change.unusedInA)
      let (after, afterStyle) = reaction(unused: change.unusedInB)
      lines.append([
        ("on ", .bold), (before, beforeStyle), (state.options.ascii ? " -> " : " → ", .plain),
        (after, afterStyle), ("  " + change.description, .muted),
      ])
    }
    if lines.isEmpty {
      frame.put("no verdict changed", row: area.top, column: area.left + 1, style: .muted)
      return
    }
    for (offset, line) in lines.dropFirst(state.verdictTop).prefix(area.height).enumerated() {
      var writer = LineWriter(row: area.top + offset, column: area.left + 1, limit: area.right)
      for (text, style) in line { writer.write(text, style, into: &frame) }
    }
  }

  /// `✗ DOBBY-E006 unused`, `✓ used`.
  private func reaction(unused: Bool) -> (String, Style) {
    unused
      ? (
        glyphs.failed + " " + Mismatch.Kind.unused.code + " " + Mismatch.Kind.unused.title,
        .mismatch
      )
      : (glyphs.matched + " used", .matched)
  }

  /// `✓ fulfilled`, `✗ DOBBY-E005 exceeded`.
  private func verdict(_ verdict: RecordingComparison.ExpectationVerdict) -> (String, Style) {
    switch verdict {
    case .fulfilled, .held: (glyphs.matched + " " + verdict.text, .matched)
    case .unmet: (glyphs.failed + " not met", .mismatch)
    case .failed(let kind):
      (glyphs.failed + " " + kind.code + " " + kind.title, .mismatch)
    case .absent: (glyphs.pending + " absent", .muted)
    }
  }

  /// The selected row: where each side's step was recorded and, for a
  /// changed value, a field table of A against B.
  private func drawDetail(in area: Rect, into frame: inout Frame) {
    guard comparison.rows.indices.contains(state.cursor) else {
      frame.put("no steps", row: area.top, column: area.left, style: .muted)
      return
    }
    let row = comparison.rows[state.cursor]
    let timelineA = comparison.a.timeline
    let timelineB = comparison.b.timeline
    let entryA = row.a.flatMap { timelineA.indices.contains($0) ? timelineA[$0] : nil }
    let entryB = row.b.flatMap { timelineB.indices.contains($0) ? timelineB[$0] : nil }
    var lines: [[(String, Style)]] = []
    let heading =
      switch row.change {
      case .same: "the same in A and B"
      case .changed:
        entryA?.summary == entryB?.summary ? "the verdict changed" : "the value changed"
      case .deleted: "only in A"
      case .inserted: "only in B"
      }
    lines.append([(DiffView.sign(row.change) + " ", .bold), (heading, .bold)])
    for (letter, entry, report) in [("A", entryA, comparison.a), ("B", entryB, comparison.b)] {
      guard let entry else { continue }
      let (mark, style) = RowText.mark(entry.verdict, in: report, glyphs: glyphs)
      let site = entry.caller?.callSite ?? entry.callSite
      let place = RowText.place(site, basePath: state.options.basePath)
      let lead = "\(letter) \(entry.step) "
      let room = area.width - DisplayText.width(lead + mark) - 2
      lines.append([
        (lead, .accent), (mark, style),
        ("  " + RowText.fit(place: place, to: max(8, room)), .muted),
      ])
    }
    if state.expanded {
      lines += outlines(entryA, entryB, differ: entryA?.summary != entryB?.summary)
    } else if row.change == .changed, let entryA, let entryB, entryA.summary != entryB.summary {
      lines += fieldTable(entryA.value, entryB.value, width: area.width)
    } else if let entry = entryA ?? entryB {
      lines.append([(entry.summary, .plain)])
    }
    // As in the debugger's detail: the last row says how much is below.
    let overflows = lines.count > area.height && area.height > 1
    let shown = overflows ? area.height - 1 : area.height
    for (offset, line) in lines.prefix(shown).enumerated() {
      var writer = LineWriter(row: area.top + offset, column: area.left, limit: area.right)
      for (text, style) in line { writer.write(text, style, into: &frame) }
    }
    if overflows {
      DetailView.drawMore(lines.count - shown, into: &frame, body: area, glyphs: glyphs)
    }
  }

  /// The values whole, one node per line: A's then B's, each under its
  /// letter; one of them when the two are the same.
  private func outlines(
    _ entryA: TimelineEntry?, _ entryB: TimelineEntry?, differ: Bool
  ) -> [[(String, Style)]] {
    let sides = differ ? [("A", entryA), ("B", entryB)] : [("", entryA ?? entryB)]
    var lines: [[(String, Style)]] = []
    for (letter, entry) in sides {
      guard let entry else { continue }
      for (index, line) in entry.value.outline().enumerated() {
        let lead = letter.isEmpty ? "" : (index == 0 ? letter : " ") + "  "
        lines.append([(lead, .accent), (line, .plain)])
      }
    }
    return lines
  }

  /// `field  A  B  ✓/✗` lines comparing two values field by field.
  private func fieldTable(_ a: ValueTree, _ b: ValueTree, width: Int) -> [[(String, Style)]] {
    let rows = DiffFields.rows(a, b)
    let fieldWidth = min(16, max(5, rows.map { DisplayText.width($0.field) }.max() ?? 5))
    let valueWidth = max(4, (width - fieldWidth - 6) / 2)
    var lines: [[(String, Style)]] = [
      [
        (DisplayText.pad("field", to: fieldWidth) + "  ", .muted),
        (DisplayText.pad("A", to: valueWidth) + " ", .muted), ("B", .muted),
      ]
    ]
    for row in rows {
      let field = RowText.fit(field: row.field, to: fieldWidth)
      lines.append([
        (DisplayText.pad(field, to: fieldWidth) + "  ", .plain),
        (
          DisplayText.pad(DisplayText.fit(row.expected, to: valueWidth), to: valueWidth) + " ",
          .plain
        ),
        (
          DisplayText.pad(DisplayText.fit(row.actual, to: valueWidth), to: valueWidth) + " ",
          .plain
        ),
        row.matches ? (glyphs.matched, .matched) : (glyphs.failed, .mismatch),
      ])
    }
    return lines
  }
}

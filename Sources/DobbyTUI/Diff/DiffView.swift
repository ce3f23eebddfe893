import DobbyCore

/// Draws the comparison screen for `state` at `size` into a new frame:
/// the two timelines side by side, a row per aligned step marked with
/// `-` (only in A), `+` (only in B), `~` (changed) or nothing (the same),
/// the expectations whose verdict changed, and the selected row's detail.
///
/// ```text
/// dobby-tui --diff  CheckoutTests.lastItemSoldOnce                   difference 1/1
/// A ✓ passed  1 interaction  pass.dobby.jsonl  B ✗ FAILED  2 interactions  fail.dobby.jsonl
/// 1 inserted · 1 verdict changed
///     A                                    B
///     #1  inventory OrderLine(…) ✓E1     │ #1  inventory OrderLine(…) ✓E1
/// > +                                    │ #2  inventory OrderLine(…) ✗ E005
/// ─ verdicts ─────────────────────────── detail ────────────────────────────
///  E1 ✓ fulfilled → ✗ E005 exceeded      + only in B
/// ```
///
/// Pure: the same state, comparison and size give the same frame, and
/// only the rows in view are visited.
///
/// - Complexity: O(size + e) for e verdict changes.
public func render(_ state: DiffState, comparison: RecordingComparison, size: Size) -> Frame {
  var frame = Frame(size: size)
  let layout = DiffLayout(size: size, comparison: comparison)
  guard !layout.tooSmall else {
    let times = state.options.ascii ? "x" : "×"
    let minimum = Layout.minimum
    frame.put(
      DisplayText.truncate("terminal too small", to: size.columns), row: 0, column: 0,
      style: .bold)
    frame.put(
      DisplayText.truncate(
        "\(size.columns)\(times)\(size.rows): needs \(minimum.columns)\(times)\(minimum.rows)",
        to: size.columns), row: 1, column: 0)
    return frame
  }
  var view = state
  if view.size != size {
    view.size = size
    view.scroll(comparison)
  }
  let glyphs = Glyphs.set(ascii: state.options.ascii)
  let context = DiffView(state: view, comparison: comparison, glyphs: glyphs, layout: layout)
  context.drawHeader(into: &frame)
  context.drawSteps(into: &frame)
  context.drawBottom(into: &frame)
  context.drawHint(into: &frame)
  if view.options.ascii { frame.mapCharacters(Glyphs.asciiFallback) }
  return frame
}

/// The parts of the comparison screen.
struct DiffView {
  let state: DiffState
  let comparison: RecordingComparison
  let glyphs: Glyphs
  let layout: DiffLayout

  var width: Int { layout.steps.width }
  /// The left column of each side's steps.
  var leftA: Int { 4 }
  var leftB: Int { 4 + halfWidth + 2 }
  /// The columns of each side.
  var halfWidth: Int { max(1, (width - 6) / 2) }

  /// The mark of a row's change: ` `, `-`, `+`, `~`.
  static func sign(_ change: RecordingComparison.Row.Change) -> String {
    switch change {
    case .same: " "
    case .changed: "~"
    case .deleted: "-"
    case .inserted: "+"
    }
  }

  // MARK: Header

  func drawHeader(into frame: inout Frame) {
    let position: String
    if comparison.differences.isEmpty {
      position = "no differences"
    } else {
      let rank = lowerBound(comparison.differences.count) {
        comparison.differences[$0] < state.cursor
      }
      let here = rank < comparison.differences.count && comparison.differences[rank] == state.cursor
      position = "difference \(here ? String(rank + 1) : "-")/\(comparison.differences.count)"
    }
    let positionWidth = DisplayText.width(position)
    var title = LineWriter(row: 0, column: 0, limit: width - positionWidth - 2)
    title.write("dobby-tui --diff  ", .accent, into: &frame)
    let titleA = DisplayText.escape(comparison.a.title)
    let titleB = DisplayText.escape(comparison.b.title)
    title.write(titleA == titleB ? titleA : "\(titleA) vs \(titleB)", .bold, into: &frame)
    frame.put(position, row: 0, column: width - positionWidth, style: .bold)

    guard width >= 80 else {
      // Narrow: a row for each recording, and no summary.
      drawSide("A", comparison.a, name: state.nameA, row: 1, column: 0, limit: width, into: &frame)
      drawSide("B", comparison.b, name: state.nameB, row: 2, column: 0, limit: width, into: &frame)
      drawColumnTitles(into: &frame)
      return
    }
    drawSide(
      "A", comparison.a, name: state.nameA, row: 1, column: 0, limit: width / 2 - 1, into: &frame)
    drawSide(
      "B", comparison.b, name: state.nameB, row: 1, column: width / 2, limit: width, into: &frame)

    var third = LineWriter(row: 2, column: 0, limit: width)
    if !comparison.patternDifferences.isEmpty {
      third.write("! different patterns: ", .mismatch, into: &frame)
      third.write(
        comparison.patternDifferences.map(\.text).joined(separator: glyphs.separator),
        into: &frame)
    } else {
      third.write(summary, comparison.isSame ? .matched : .plain, into: &frame)
    }
    if let query = state.query {
      let text = "/\(DisplayText.escape(query)) \(state.matches.count) rows"
      let left = max(third.column + 2, width - DisplayText.width(text))
      frame.put(DisplayText.truncate(text, to: width - left), row: 2, column: left, style: .accent)
    }
    drawColumnTitles(into: &frame)
  }

  private func drawColumnTitles(into frame: inout Frame) {
    frame.put("A", row: 3, column: leftA, style: .accent)
    frame.put("B", row: 3, column: leftB, style: .accent)
  }

  /// `1 inserted · 1 verdict changed`, or `same steps and verdicts`.
  private var summary: String {
    guard !comparison.isSame else { return "same steps and verdicts" }
    var parts: [String] = []
    for (change, word) in [
      (RecordingComparison.Row.Change.changed, "changed"), (.deleted, "deleted"),
      (.inserted, "inserted"),
    ] {
      let count = comparison.count(of: change)
      if count > 0 { parts.append("\(count) \(word)") }
    }
    if !comparison.verdictChanges.isEmpty {
      parts.append(plural(comparison.verdictChanges.count, "verdict") + " changed")
    }
    return parts.isEmpty ? "the outcome differs" : parts.joined(separator: glyphs.separator)
  }

  private func drawSide(
    _ letter: String, _ report: VerificationReport, name: String, row: Int, column: Int,
    limit: Int, into frame: inout Frame
  ) {
    var line = LineWriter(row: row, column: column, limit: limit)
    line.write(letter + " ", .accent, into: &frame)
    if report.passed {
      line.write(glyphs.matched + " passed  ", Style.matched.adding(.bold), into: &frame)
    } else {
      line.write(glyphs.failed + " FAILED  ", .mismatch, into: &frame)
    }
    line.write(plural(report.timeline.count, "interaction") + "  ", .muted, into: &frame)
    // The file's name, its head and tail kept: runs of one test differ at the end.
    let file = name.split(separator: "/").last.map(String.init) ?? name
    line.write(RowText.fit(value: DisplayText.escape(file), to: line.room), into: &frame)
  }

  // MARK: Steps

  func drawSteps(into frame: inout Frame) {
    let area = layout.steps
    let timelineA = comparison.a.timeline
    let timelineB = comparison.b.timeline
    let stepWidth = max(
      3, DisplayText.width("#\(timelineA.count)"), DisplayText.width("#\(timelineB.count)"))
    let names = (comparison.a.recorders + comparison.b.recorders).map {
      DisplayText.width(DisplayText.escape($0.name))
    }
    let nameWidth = min(12, names.max() ?? 1)
    for offset in 0..<area.height {
      let index = state.top + offset
      let row = area.top + offset
      if index >= comparison.rows.count {
        frame.put(String(glyphs.vertical), row: row, column: leftB - 2, style: .muted)
        continue
      }
      let compared = comparison.rows[index]
      let changeStyle: Style =
        switch compared.change {
        case .same: .plain
        case .changed: Style(.accent, .bold)
        case .deleted, .inserted: .mismatch
        }
      if binarySearch(state.matches, index) {
        frame.put(glyphs.searchMatch, row: row, column: 1, style: Style(.search, .bold))
      }
      frame.put(Self.sign(compared.change), row: row, column: 2, style: changeStyle)
      drawStep(
        compared.a, comparison.a, timelineA, row: row, left: leftA, stepWidth: stepWidth,
        nameWidth: nameWidth, into: &frame)
      frame.put(String(glyphs.vertical), row: row, column: leftB - 2, style: .muted)
      drawStep(
        compared.b, comparison.b, timelineB, row: row, left: leftB, stepWidth: stepWidth,
        nameWidth: nameWidth, into: &frame)
      if index == state.cursor {
        frame.put(glyphs.cursor, row: row, column: 0, style: .bold)
        frame.restyle(row: row, column: 0, width: width) {
          $0.attributes.insert(.reverse)
          $0.attributes.remove(.dim)
          if $0.role == .normal || $0.role == .muted { $0.role = .cursor }
        }
      }
    }
  }

  /// One side of a row: `#2  inventory  OrderLine(…) ✗ E005`.
  private func drawStep(
    _ step: Int?, _ report: VerificationReport, _ timeline: [TimelineEntry], row: Int, left: Int,
    stepWidth: Int, nameWidth: Int, into frame: inout Frame
  ) {
    guard let step, timeline.indices.contains(step) else { return }
    let entry = timeline[step]
    var line = LineWriter(row: row, column: left, limit: left + halfWidth - 1)
    line.write(DisplayText.pad("#\(step + 1)", to: stepWidth) + " ", .bold, into: &frame)
    let name =
      report.recorders.indices.contains(entry.recorder)
      ? DisplayText.escape(report.recorders[entry.recorder].name) : "?"
    line.write(
      DisplayText.pad(DisplayText.truncate(name, to: nameWidth), to: nameWidth) + " ", .muted,
      into: &frame)
    let (mark, style) = Self.mark(entry.verdict, report: report, glyphs: glyphs)
    let room = max(1, line.room - DisplayText.width(mark) - 1)
    line.write(RowText.fit(value: entry.summary, to: room) + " ", into: &frame)
    line.write(mark, style, into: &frame)
  }

  /// A verdict's mark: `✓E1`, `·`, `✗ E005`.
  static func mark(_ verdict: Verdict, report: VerificationReport, glyphs: Glyphs) -> (
    String, Style
  ) {
    switch verdict {
    case .matched(let id): (glyphs.matched + "E\(id)", .matched)
    case .ignored: (glyphs.ignored, .muted)
    case .mismatch(let index):
      report.mismatches.indices.contains(index)
        ? (glyphs.failed + " " + RowText.shortCode(report.mismatches[index].kind), .mismatch)
        : (glyphs.failed, .mismatch)
    }
  }

  // MARK: Hint

  func drawHint(into frame: inout Frame) {
    var line = LineWriter(row: layout.hint, column: 0, limit: width)
    if let typing = state.typing {
      line.write("/", .accent, into: &frame)
      line.write(DisplayText.escape(typing), into: &frame)
      line.write(" ", Style(.normal, .reverse), into: &frame)
      line.write("  Enter: search  Esc: cancel", .muted, into: &frame)
      return
    }
    if let message = state.message {
      line.write(DisplayText.escape(message), .accent, into: &frame)
      return
    }
    for (index, hint) in HintBar.hints(ascii: state.options.ascii, table: KeyMap.diffHints)
      .enumerated()
    {
      let lead = index == 0 ? "" : "  "
      guard DisplayText.width(lead + hint.keys + " " + hint.word) <= line.room else { break }
      line.write(lead, into: &frame)
      line.write(hint.keys, .accent, into: &frame)
      line.write(" " + hint.word, into: &frame)
    }
  }
}

/// Whether the ascending `values` hold `value`.
private func binarySearch(_ values: [Int], _ value: Int) -> Bool {
  let index = lowerBound(values.count) { values[$0] < value }
  return index < values.count && values[index] == value
}

import DobbyCore
package import DobbyRecording

/// Draws the comparison screen for `state` at `size` into a new frame:
/// the two timelines side by side, a lane per recorder on each side, a
/// row per aligned step marked with
/// `-` (only in A), `+` (only in B), `~` (changed) or nothing (the same),
/// the expectations whose verdict changed, and the selected row's detail.
///
/// ```text
/// dobby-tui --diff  CheckoutTests.lastItemSoldOnce                   difference 1/1
/// A ✓ passed  1 interaction  pass.dobby.jsonl  B ✗ FAILED  2 interactions  fail.dobby.jsonl
/// 1 inserted · 1 verdict changed
///     A   inventory                          B   inventory
///     #1  OrderLine(…) ✓E1                 │ #1  OrderLine(…) ✓E1
/// > +                                      │ #2  OrderLine(…) ✗ DOBBY-E005
/// ─ verdicts ───────────────────────────── detail ──────────────────────────
///  E1 ✓ fulfilled → ✗ DOBBY-E005 exceeded  + only in B
/// ```
///
/// Pure: the same state, comparison and size give the same frame, and
/// only the rows in view are visited.
///
/// - Complexity: O(size + e) for e verdict changes.
package func render(_ state: DiffState, comparison: RecordingComparison, size: Size) -> Frame {
  var frame = Frame(size: size)
  let layout = DiffLayout(size: size, comparison: comparison, expanded: state.expanded)
  guard !layout.tooSmall else {
    drawTooSmall(into: &frame, ascii: state.options.ascii)
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
  if view.helpVisible {
    HelpOverlay.draw(
      into: &frame, KeyMap.diffBindings, top: view.helpTop, glyphs: glyphs,
      ascii: view.options.ascii)
  }
  if view.options.ascii { frame.mapCharacters(Glyphs.asciiStandIn) }
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
      position =
        "difference \(here ? String(Numbering.number(ofIndex: rank)) : "-")/\(comparison.differences.count)"
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
      "A", comparison.a, name: state.nameA, row: 1, column: 0, limit: width / 2 - 2, into: &frame)
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
    let columns = StepColumns(self)
    for (letter, left) in [("A", leftA), ("B", leftB)] {
      frame.put(letter, row: 3, column: left, style: .accent)
      guard let laneWidth = columns.laneWidth else { continue }
      for (lane, name) in columns.lanes.enumerated() {
        frame.put(
          DisplayText.truncate(name, to: laneWidth), row: 3,
          column: left + columns.laneLeft(lane), style: .bold)
      }
    }
  }

  /// `1 inserted · 1 verdict changed`, or `same steps and verdicts`.
  private var summary: String {
    guard !comparison.isSame else { return "same steps and verdicts" }
    let parts = comparison.differenceCounts
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
    // The file's name, its tail kept: saved runs of one test differ at the end.
    var file = DisplayText.escape(name.split(separator: "/").last.map(String.init) ?? name)
    if DisplayText.width(file) > line.room {
      while !file.isEmpty, DisplayText.width(file) > line.room - 1 { file.removeFirst() }
      file = "…" + file
    }
    line.write(file, into: &frame)
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

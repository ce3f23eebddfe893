import DobbyCore

/// Draws the recording picker: one row per recording with its outcome,
/// first mismatch code, test title (cut in the middle), time and number of
/// interactions.
///
/// ```text
/// dobby-tui  2 recordings in recordings, newest first
/// ────────────────────────────────────────────────────────────────────────
///      code        test                        saved                 steps
/// > ✗  DOBBY-E004  PaymentTests.…ency: "GBP")  2026-11-30 01:22:34       2
///   ✗  DOBBY-E004  PaymentTests.…ency: "EUR")  2026-11-30 01:22:33       2
/// j/k move  Enter open  / filter  s sort  q quit
/// ```
///
/// - Complexity: O(size), whatever the number of recordings.
package func render(_ picker: PickerState, size: Size) -> Frame {
  var frame = Frame(size: size)
  guard size.columns >= Layout.minimum.columns, size.rows >= 5 else {
    frame.put(DisplayText.truncate("terminal too small", to: size.columns), row: 0, column: 0)
    return frame
  }
  let glyphs = Glyphs.set(ascii: picker.ascii)
  drawHeader(picker, glyphs, into: &frame)
  let visible = picker.listed.dropFirst(picker.top).prefix(size.rows - 4)
  let columns = PickerColumns(picker, visible: visible, width: size.columns)
  columns.drawHeadings(into: &frame)
  for (offset, index) in visible.enumerated() {
    let row = 3 + offset
    columns.draw(picker.entries[index], row: row, glyphs, into: &frame)
    if picker.top + offset == picker.cursor { highlight(row: row, width: size.columns, &frame) }
  }
  if picker.listed.isEmpty {
    let empty = picker.entries.isEmpty ? "(no recordings)" : "(none matches the filter)"
    frame.put(empty, row: 3, column: 2, style: .muted)
  }
  drawHints(picker, row: size.rows - 1, width: size.columns, into: &frame)
  if picker.ascii { frame.mapCharacters(Glyphs.asciiStandIn) }
  return frame
}

/// The title line (how many recordings, where, in which order) and the
/// rule below it.
private func drawHeader(_ picker: PickerState, _ glyphs: Glyphs, into frame: inout Frame) {
  let width = frame.size.columns
  var header = LineWriter(row: 0, column: 0, limit: width)
  header.write("dobby-tui  ", .accent, into: &frame)
  let shown =
    picker.listed.count == picker.entries.count
    ? plural(picker.entries.count, "recording")
    : "\(picker.listed.count) of \(plural(picker.entries.count, "recording"))"
  let order =
    switch picker.order {
    case .newest: "newest first"
    case .name: "by test name"
    case .outcome: "failures first"
    }
  header.write(
    "\(shown) in \(DisplayText.escape(picker.directory)), \(order)", .bold, into: &frame)
  frame.fill(row: 1, column: 0, width: width, with: glyphs.horizontal, style: .muted)
}

/// The columns of the picker's rows: cursor, outcome, code, title (the
/// rest), time, steps. The time gives way first: a terminal too narrow
/// for it beside a title of ``minimumTitleWidth`` columns has none.
private struct PickerColumns {
  /// Where the code column starts, after the cursor and the outcome.
  static let codeLeft = 5
  /// The width of the code column: the longest code a mismatch prints.
  static let codeWidth = Mismatch.Kind.allCases.map { DisplayText.width($0.code) }.max() ?? 0
  /// Where the title column starts, two columns after the code column.
  static let titleLeft = codeLeft + codeWidth + 2
  /// The narrowest the title column gets while the time is shown.
  static let minimumTitleWidth = 20
  /// The width of the steps column (` steps`).
  static let countWidth = 6

  let width: Int
  let timeWidth: Int
  let timeLeft: Int
  let titleWidth: Int

  /// Columns `width` wide, the time column as wide as the `visible`
  /// entries' longest time, or none when the title would be too narrow.
  init(_ picker: PickerState, visible: some Sequence<Int>, width: Int) {
    self.width = width
    let time = min(
      PickerState.Entry.timeWidth,
      visible.map { DisplayText.width(picker.entries[$0].time) }.max() ?? 0)
    let rest = width - Self.countWidth - 2 - Self.titleLeft
    timeWidth = rest - 2 - time >= Self.minimumTitleWidth ? time : 0
    timeLeft = width - Self.countWidth - 2 - timeWidth
    titleWidth = max(4, timeLeft - (timeWidth > 0 ? 2 : 0) - Self.titleLeft)
  }

  /// The column headings, on the row below the rule.
  func drawHeadings(into frame: inout Frame) {
    frame.put("code", row: 2, column: Self.codeLeft, style: .muted)
    frame.put("test", row: 2, column: Self.titleLeft, style: .muted)
    if timeWidth >= 5 { frame.put("saved", row: 2, column: timeLeft, style: .muted) }
    frame.put(" steps", row: 2, column: width - Self.countWidth, style: .muted)
  }

  /// One recording's row, the cursor mark aside.
  func draw(
    _ entry: PickerState.Entry, row: Int, _ glyphs: Glyphs, into frame: inout Frame
  ) {
    let (glyph, style) = outcome(entry.outcome, glyphs)
    frame.put(glyph, row: row, column: 2, style: style)
    if let code = entry.code {
      frame.put(
        DisplayText.truncate(code, to: Self.codeWidth), row: row, column: Self.codeLeft,
        style: .mismatch)
    }
    var title = DisplayText.escape(entry.title)
    if let note = entry.note { title += "  (" + DisplayText.escape(note) + ")" }
    frame.put(DisplayText.fit(title, to: titleWidth), row: row, column: Self.titleLeft)
    frame.put(
      DisplayText.truncate(entry.time, to: timeWidth), row: row, column: timeLeft, style: .muted)
    let count = entry.count.map(String.init) ?? "?"
    frame.put(
      DisplayText.pad(
        String(repeating: " ", count: max(0, Self.countWidth - count.count)) + count,
        to: Self.countWidth),
      row: row, column: width - Self.countWidth, style: .muted)
  }
}

/// Marks the cursor's row: `>` in its first column, the row in reverse.
private func highlight(row: Int, width: Int, _ frame: inout Frame) {
  frame.put(">", row: row, column: 0, style: .bold)
  frame.restyle(row: row, column: 0, width: width) {
    $0.attributes.insert(.reverse)
    $0.attributes.remove(.dim)
    if $0.role == .normal || $0.role == .muted { $0.role = .cursor }
  }
}

/// The bottom line: the filter being typed, a message, or the key hints.
private func drawHints(_ picker: PickerState, row: Int, width: Int, into frame: inout Frame) {
  var hint = LineWriter(row: row, column: 0, limit: width)
  if picker.isTypingFilter {
    hint.write("/" + DisplayText.escape(picker.filter), .bold, into: &frame)
    hint.write("   Enter: keep  Esc: clear", .muted, into: &frame)
  } else if let message = picker.message {
    hint.write(DisplayText.escape(message), .accent, into: &frame)
  } else {
    if !picker.filter.isEmpty {
      hint.write("/" + DisplayText.escape(picker.filter) + "  ", .bold, into: &frame)
    }
    for (keys, word) in HintBar.hints(ascii: picker.ascii, table: KeyMap.pickerHints) {
      hint.write(keys, .accent, into: &frame)
      hint.write(" " + word + "  ", into: &frame)
    }
  }
}

/// A recording's outcome as a glyph: `✓`, `✗`, `!` (incomplete), `?`.
private func outcome(_ outcome: PickerState.Entry.Outcome, _ glyphs: Glyphs) -> (String, Style) {
  switch outcome {
  case .passed: (glyphs.matched, .matched)
  case .failed: (glyphs.failed, .mismatch)
  case .incomplete: ("!", .mismatch)
  case .unreadable: ("?", .mismatch)
  case .unknown: ("?", .muted)
  }
}

import DobbyCore

/// Draws the recording picker: one row per recording with its outcome,
/// first mismatch code, test title (cut in the middle), time and number of
/// interactions.
///
/// ```text
/// dobby-tui  2 recordings in recordings, newest first
/// ────────────────────────────────────────────────────────────────────────
///      code  test                              saved                 steps
/// > ✗  E004  PaymentTests.cha…urrency: "GBP")  2026-11-30 01:22:34       2
///   ✗  E004  PaymentTests.cha…urrency: "EUR")  2026-11-30 01:22:33       2
/// j/k move  Enter open  / filter  s sort  q quit
/// ```
///
/// - Complexity: O(size), whatever the number of recordings.
public func render(_ picker: PickerState, size: Size) -> Frame {
  var frame = Frame(size: size)
  guard size.columns >= Layout.minimum.columns, size.rows >= 5 else {
    frame.put(DisplayText.truncate("terminal too small", to: size.columns), row: 0, column: 0)
    return frame
  }
  let glyphs = Glyphs.set(ascii: picker.ascii)
  var header = LineWriter(row: 0, column: 0, limit: size.columns)
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
  frame.fill(row: 1, column: 0, width: size.columns, with: glyphs.horizontal, style: .muted)

  // Columns: cursor, outcome, code, title (the rest), time, steps.
  let lines = size.rows - 4
  let visible = picker.listed.dropFirst(picker.top).prefix(lines)
  let timeWidth = min(
    PickerState.Entry.timeWidth,
    visible.map { DisplayText.width(picker.entries[$0].time) }.max() ?? 0)
  let countWidth = 6
  let titleLeft = 11
  let timeLeft = size.columns - countWidth - 2 - timeWidth
  let titleWidth = max(4, timeLeft - 2 - titleLeft)
  frame.put("code", row: 2, column: 5, style: .muted)
  frame.put("test", row: 2, column: titleLeft, style: .muted)
  if timeWidth >= 5 { frame.put("saved", row: 2, column: timeLeft, style: .muted) }
  frame.put(" steps", row: 2, column: size.columns - countWidth, style: .muted)

  for (offset, index) in visible.enumerated() {
    let entry = picker.entries[index]
    let position = picker.top + offset
    let row = 3 + offset
    if position == picker.cursor { frame.put(">", row: row, column: 0, style: .bold) }
    let (glyph, style) = outcome(entry.outcome, glyphs)
    frame.put(glyph, row: row, column: 2, style: style)
    if let code = entry.code { frame.put(code, row: row, column: 5, style: .mismatch) }
    var title = DisplayText.escape(entry.title)
    if let note = entry.note { title += "  (" + DisplayText.escape(note) + ")" }
    frame.put(RowText.fit(value: title, to: titleWidth), row: row, column: titleLeft)
    frame.put(
      DisplayText.truncate(entry.time, to: timeWidth), row: row, column: timeLeft, style: .muted)
    let count = entry.count.map(String.init) ?? "?"
    frame.put(
      DisplayText.pad(
        String(repeating: " ", count: max(0, countWidth - count.count)) + count, to: countWidth),
      row: row, column: size.columns - countWidth, style: .muted)
    if position == picker.cursor {
      frame.restyle(row: row, column: 0, width: size.columns) {
        $0.attributes.insert(.reverse)
        $0.attributes.remove(.dim)
        if $0.role == .normal || $0.role == .muted { $0.role = .cursor }
      }
    }
  }
  if picker.listed.isEmpty {
    let empty = picker.entries.isEmpty ? "(no recordings)" : "(none matches the filter)"
    frame.put(empty, row: 3, column: 2, style: .muted)
  }
  var hint = LineWriter(row: size.rows - 1, column: 0, limit: size.columns)
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
  if picker.ascii { frame.mapCharacters(Glyphs.asciiFallback) }
  return frame
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

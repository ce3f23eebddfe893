import DobbyCore

/// Draws the recording picker.
///
/// - Complexity: O(size), whatever the number of recordings.
public func render(_ picker: PickerState, size: Size) -> Frame {
  var frame = Frame(size: size)
  guard size.columns >= Layout.minimum.columns, size.rows >= 4 else {
    frame.put(DisplayText.truncate("terminal too small", to: size.columns), row: 0, column: 0)
    return frame
  }
  var header = LineWriter(row: 0, column: 0, limit: size.columns)
  header.write("dobby-tui  ", .accent, into: &frame)
  header.write(
    "\(plural(picker.entries.count, "recording")) in \(DisplayText.escape(picker.directory)), newest first",
    .bold, into: &frame)
  let horizontal = picker.ascii ? Glyphs.ascii.horizontal : Glyphs.unicode.horizontal
  frame.fill(row: 1, column: 0, width: size.columns, with: horizontal, style: .muted)
  let lines = size.rows - 3
  let widest = picker.entries.map { DisplayText.width(DisplayText.escape($0.detail)) }.max() ?? 0
  let detailWidth = min(widest, size.columns / 2)
  for (offset, entry) in picker.entries.dropFirst(picker.top).prefix(lines).enumerated() {
    let index = picker.top + offset
    let row = 2 + offset
    if index == picker.cursor { frame.put(">", row: row, column: 0, style: .bold) }
    var writer = LineWriter(row: row, column: 2, limit: size.columns - detailWidth - 2)
    writer.write(DisplayText.escape(entry.name), into: &frame)
    frame.put(
      DisplayText.truncate(DisplayText.escape(entry.detail), to: detailWidth), row: row,
      column: size.columns - detailWidth, style: .muted)
    if index == picker.cursor {
      frame.restyle(row: row, column: 0, width: size.columns) {
        $0.attributes.insert(.reverse)
        $0.attributes.remove(.dim)
        $0.role = .cursor
      }
    }
  }
  if picker.entries.isEmpty {
    frame.put("(no recordings)", row: 2, column: 2, style: .muted)
  }
  var hint = LineWriter(row: size.rows - 1, column: 0, limit: size.columns)
  if let message = picker.message {
    hint.write(DisplayText.escape(message), .accent, into: &frame)
  } else {
    let arrows = picker.ascii ? "j/k" : "j/k ↑/↓"
    for (keys, word) in [(arrows, "move"), ("Enter", "open"), ("q", "quit")] {
      hint.write(keys, .accent, into: &frame)
      hint.write(" " + word + "  ", into: &frame)
    }
  }
  if picker.ascii { frame.mapCharacters(Glyphs.asciiFallback) }
  return frame
}

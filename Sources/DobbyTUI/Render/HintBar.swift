import DobbyCore

/// The bottom row: the prompt being typed, else a notice, else key hints
/// from the command table; and the narrow layout's status line.
enum HintBar {
  static func draw(into frame: inout Frame, row: Int, _ context: DrawContext) {
    let state = context.state
    let width = frame.size.columns
    var writer = LineWriter(row: row, column: 0, limit: width)
    if let prompt = state.prompt {
      let help = "  Enter: run  Esc: cancel"
      let helpWidth = DisplayText.width(help)
      var input = LineWriter(row: row, column: 0, limit: max(2, width - helpWidth))
      input.write(prompt.sigil, .accent, into: &frame)
      let text = DisplayText.escape(prompt.text)
      let room = max(0, input.room - 1)
      // Keep the end of a long input in view.
      var shown = text
      while DisplayText.width(shown) > room, !shown.isEmpty { shown.removeFirst() }
      input.write(shown, into: &frame)
      input.write(" ", Style(.normal, .reverse), into: &frame)
      frame.put(help, row: row, column: width - helpWidth, style: .muted)
      return
    }
    if let message = state.message {
      writer.write(DisplayText.escape(message), .accent, into: &frame)
      return
    }
    for (index, hint) in hints(ascii: state.options.ascii).enumerated() {
      let text = (index == 0 ? "" : "  ")
      let keys = hint.keys
      guard DisplayText.width(text + keys + " " + hint.word) <= writer.room else { break }
      writer.write(text, into: &frame)
      writer.write(keys, .accent, into: &frame)
      writer.write(" " + hint.word, into: &frame)
    }
  }

  /// The hints, keys first: `j/k step`, `]/[ mismatch`, …
  static func hints(ascii: Bool) -> [(keys: String, word: String)] {
    KeyMap.hints.map { entry in
      let keys = entry.commands.map {
        KeyMap.binding(of: $0).keys.first.map { $0.label(ascii: ascii) } ?? "?"
      }
      return (keys.joined(separator: "/"), entry.word)
    }
  }

  /// The narrow layout's line about the cursor: `#2 mailer ✗ E001 "recipt"`.
  static func drawStatus(into frame: inout Frame, row: Int, _ context: DrawContext) {
    let report = context.report
    let cursor = context.state.cursor
    var writer = LineWriter(row: row, column: 0, limit: frame.size.columns)
    writer.write(RowText.stepName(cursor, report: report), .bold, into: &frame)
    if cursor < report.stepCount {
      let entry = report.report.timeline[cursor]
      let (mark, style) = RowText.mark(entry.verdict, report: report, glyphs: context.glyphs)
      writer.write(" " + mark, style, into: &frame)
      writer.write(" " + entry.summary, into: &frame)
    } else {
      let marks = RowText.unfulfilledMarks(row: cursor, report: report, glyphs: context.glyphs)
      let text = marks.keys.sorted().compactMap { marks[$0] }.joined(separator: " ")
      writer.write(" " + text, .mismatch, into: &frame)
    }
  }
}

/// The `?` overlay: every binding of the command table with its help.
enum HelpOverlay {
  static func lines(ascii: Bool) -> [(keys: String, help: String)] {
    KeyMap.bindings.map { ($0.keyLabel(ascii: ascii), $0.help) }
  }

  static func lineCount(ascii: Bool) -> Int { KeyMap.bindings.count }

  static func draw(into frame: inout Frame, _ context: DrawContext) {
    let ascii = context.state.options.ascii
    let entries = lines(ascii: ascii)
    let size = frame.size
    let width = min(size.columns - 2, 66)
    let height = min(size.rows - 2, entries.count + 2)
    guard width >= 10, height >= 3 else { return }
    let top = (size.rows - height) / 2
    let left = (size.columns - width) / 2
    let corners: [Character] = ascii ? ["+", "+", "+", "+"] : ["┌", "┐", "└", "┘"]
    let horizontal = context.glyphs.horizontal
    let vertical = String(context.glyphs.vertical)

    frame.fill(row: top, column: left, width: width, with: horizontal, style: .accent)
    frame.fill(row: top + height - 1, column: left, width: width, with: horizontal, style: .accent)
    for row in (top + 1)..<(top + height - 1) {
      frame.fill(row: row, column: left, width: width)
      frame.put(vertical, row: row, column: left, style: .accent)
      frame.put(vertical, row: row, column: left + width - 1, style: .accent)
    }
    frame.fill(row: top, column: left, width: 1, with: corners[0], style: .accent)
    frame.fill(row: top, column: left + width - 1, width: 1, with: corners[1], style: .accent)
    frame.fill(row: top + height - 1, column: left, width: 1, with: corners[2], style: .accent)
    frame.fill(
      row: top + height - 1, column: left + width - 1, width: 1, with: corners[3], style: .accent)
    frame.put(" Keys ", row: top, column: left + 2, style: .accent)

    let inner = height - 2
    let first = max(0, min(context.state.helpTop, entries.count - inner))
    let keyWidth = min(12, entries.map { DisplayText.width($0.keys) }.max() ?? 0)
    for (offset, entry) in entries.dropFirst(first).prefix(inner).enumerated() {
      var writer = LineWriter(row: top + 1 + offset, column: left + 2, limit: left + width - 2)
      writer.write(DisplayText.pad(entry.keys, to: keyWidth), .accent, into: &frame)
      writer.write("  " + entry.help, into: &frame)
    }
    let footer =
      first + inner < entries.count ? " j/k: more  ?/Esc: close " : " ?/Esc: close "
    frame.put(
      footer, row: top + height - 1, column: left + width - 2 - DisplayText.width(footer),
      style: .accent)
  }
}

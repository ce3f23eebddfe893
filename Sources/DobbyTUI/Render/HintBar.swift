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
  static func hints(
    ascii: Bool, table: [(commands: [Command], word: String)] = KeyMap.hints
  ) -> [(keys: String, word: String)] {
    table.map { entry in
      let keys = entry.commands.map {
        KeyMap.binding(of: $0).keys.first.map { $0.label(ascii: ascii) } ?? "?"
      }
      return (keys.joined(separator: "/"), entry.word)
    }
  }

  /// The narrow layout's line about the cursor: `#2 mailer ✗ DOBBY-E001 "recipt"`.
  static func drawStatus(into frame: inout Frame, row: Int, _ context: DrawContext) {
    let report = context.report
    let cursor = context.state.cursor
    var writer = LineWriter(row: row, column: 0, limit: frame.size.columns)
    writer.write(RowText.stepName(cursor, report: report), .bold, into: &frame)
    if let item = report.foreignInteraction(atRow: cursor) {
      writer.write(" \(context.glyphs.otherTest) \(TimelineView.foreignCode)", .muted, into: &frame)
      writer.write(" " + DisplayText.escape(item.value), into: &frame)
    } else if cursor < report.stepCount {
      let entry = report.report.timeline[cursor]
      let (mark, style) = RowText.mark(entry.verdict, in: report.report, glyphs: context.glyphs)
      writer.write(" " + mark, style, into: &frame)
      writer.write(" " + report.summary(ofStep: cursor), into: &frame)
    } else {
      let marks = RowText.unfulfilledMarks(row: cursor, report: report, glyphs: context.glyphs)
      let text = marks.keys.sorted().compactMap { marks[$0] }.joined(separator: " ")
      writer.write(" " + text, .mismatch, into: &frame)
    }
  }
}

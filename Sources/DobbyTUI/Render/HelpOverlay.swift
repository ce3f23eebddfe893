import DobbyCore

/// The `?` overlay: every binding of a screen's command table with its
/// help. The debugger lists ``KeyMap/bindings``; the comparison lists
/// ``KeyMap/diffBindings``.
enum HelpOverlay {
  static func lines(
    _ bindings: [CommandBinding] = KeyMap.bindings, ascii: Bool
  ) -> [(keys: String, help: String)] {
    bindings.map { ($0.keyLabel(ascii: ascii), $0.help) }
  }

  /// Applies `key` to an overlay of `lineCount` lines scrolled to `top`:
  /// `j`/`k` scroll, `?`, `q`, `Esc` and `Enter` close it.
  static func handle(
    _ key: Key, top: inout Int, visible: inout Bool, lineCount: Int
  ) -> Effect {
    switch key {
    case .character("j"), .down: top = min(top + 1, max(0, lineCount - 1))
    case .character("k"), .up: top = max(top - 1, 0)
    case .character("?"), .character("q"), .escape, .enter: visible = false
    case .controlL: return .redraw
    default: break
    }
    return .none
  }

  static func draw(into frame: inout Frame, _ context: DrawContext) {
    draw(
      into: &frame, KeyMap.bindings, top: context.state.helpTop, glyphs: context.glyphs,
      ascii: context.state.options.ascii)
  }

  /// Draws the overlay of `bindings`, centred, from line `top`.
  static func draw(
    into frame: inout Frame, _ bindings: [CommandBinding], top firstLine: Int, glyphs: Glyphs,
    ascii: Bool
  ) {
    let entries = lines(bindings, ascii: ascii)
    let size = frame.size
    let width = min(size.columns - 2, 66)
    let height = min(size.rows - 2, entries.count + 2)
    guard width >= 10, height >= 3 else { return }
    let top = (size.rows - height) / 2
    let left = (size.columns - width) / 2
    let corners: [Character] = ascii ? ["+", "+", "+", "+"] : ["┌", "┐", "└", "┘"]
    let horizontal = glyphs.horizontal
    let vertical = String(glyphs.vertical)

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
    let first = max(0, min(firstLine, entries.count - inner))
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

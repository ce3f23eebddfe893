/// One input event, as the debugger understands it: a key press, a resize,
/// or (with `--mouse`) a click or wheel turn.
///
/// The terminal layer translates what it reads into these; everything
/// after that is pure.
package enum Key: Sendable, Hashable {
  /// A printable character (letters, digits, punctuation, `?`, `/`, …).
  case character(Character)
  /// The arrow keys.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Return or Enter.
  case enter
  /// Escape.
  case escape
  /// Tab and Shift-Tab.
  case tab, backTab
  /// Backspace (or Delete, as terminals send it).
  case backspace
  /// Control-L: redraw the screen.
  case controlL
  /// Control-C read as a key (when the terminal does not turn it into a
  /// signal).
  case controlC
  /// The terminal now has this size.
  case resize(Size)
  /// A mouse click at a screen cell (0-based), with `--mouse`.
  case click(row: Int, column: Int)
  /// The mouse wheel, with `--mouse`.
  case wheelUp, wheelDown

  /// How the help overlay and hint bar name the key: `j`, `↓`, `PgDn`,
  /// `C-L`; ASCII-only names when `ascii` is set.
  package func label(ascii: Bool = false) -> String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: ascii ? "Up" : "↑"
    case .down: ascii ? "Down" : "↓"
    case .left: ascii ? "Left" : "←"
    case .right: ascii ? "Right" : "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .backspace: "Backspace"
    case .controlL: "C-L"
    case .controlC: "C-c"
    case .resize: "resize"
    case .click: "click"
    case .wheelUp: "wheel up"
    case .wheelDown: "wheel down"
    }
  }
}

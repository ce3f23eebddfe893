import CNcurses
import DobbyTUI
import Synchronization

/// The signal that asked the program to stop (SIGINT or SIGTERM), or 0.
/// The handler only stores it; the event loop notices within 100 ms.
private let pendingSignal = Atomic<Int32>(0)

/// The terminal, through ncursesw: the one place that talks to it.
///
/// `start` fails softly (returning `nil`) so that the caller can fall back
/// to the plain report; every way out goes through `stop`, which restores
/// the terminal.
final class Terminal {
  private var screen: OpaquePointer?
  private let colored: Bool
  private var stopped = false

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { dobby_stdout_is_tty() != 0 }

  /// Sets the locale from the environment and reports whether it is UTF-8
  /// (trying `C.UTF-8` when the environment names none).
  static func setUpLocale() -> Bool {
    setlocale(LC_ALL, "")
    if dobby_locale_is_utf8() != 0 { return true }
    setlocale(LC_CTYPE, "C.UTF-8")
    return dobby_locale_is_utf8() != 0
  }

  /// Takes over the terminal, or returns `nil` when ncurses cannot start
  /// (unknown `TERM`, no terminal).
  static func start(color: Bool, mouse: Bool) -> Terminal? {
    _ = pendingSignal.load(ordering: .relaxed)
    let handler: @convention(c) (Int32) -> Void = { signal in
      pendingSignal.store(signal, ordering: .relaxed)
    }
    dobby_install_signal(SIGINT, handler)
    dobby_install_signal(SIGTERM, handler)
    // ncurses turns SIGWINCH into KEY_RESIZE; make sure it is not blocked.
    var winch = sigset_t()
    sigemptyset(&winch)
    sigaddset(&winch, SIGWINCH)
    sigprocmask(SIG_UNBLOCK, &winch, nil)
    guard let screen = dobby_newterm() else {
      dobby_install_signal(SIGINT, nil)
      dobby_install_signal(SIGTERM, nil)
      return nil
    }
    set_term(screen)
    cbreak()
    noecho()
    nonl()
    keypad(dobby_stdscr(), true)
    curs_set(0)
    set_escdelay(25)
    wtimeout(dobby_stdscr(), 100)
    let colored = color && has_colors() && start_color() == OK
    if colored {
      use_default_colors()
      for (role, color) in Self.palette { init_pair(Int16(role.rawValue), color, -1) }
    }
    if mouse { mousemask(dobby_mouse_events(), nil) }
    return Terminal(screen: screen, colored: colored)
  }

  /// The foreground colour of each role (the background stays the
  /// terminal's own).
  private static let palette: [(ColorRole, Int16)] = [
    (.matched, Int16(COLOR_GREEN)), (.mismatch, Int16(COLOR_RED)), (.cursor, Int16(COLOR_BLUE)),
    (.accent, Int16(COLOR_CYAN)), (.search, Int16(COLOR_YELLOW)),
  ]

  private static let colored = Set(palette.map(\.0))

  private init(screen: OpaquePointer, colored: Bool) {
    self.screen = screen
    self.colored = colored
  }

  deinit { stop() }

  /// The signal received, if one asked the program to stop.
  var signal: Int32? {
    let signal = pendingSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// The screen's size.
  var size: Size { Size(columns: Int(dobby_cols()), rows: Int(dobby_lines())) }

  /// Restores the terminal: leaves the alternate screen, shows the cursor.
  func stop() {
    guard !stopped else { return }
    stopped = true
    curs_set(1)
    endwin()
    if let screen { delscreen(screen) }
    screen = nil
  }

  /// Gives the terminal back for another program (the editor): saves
  /// the debugger's terminal modes and leaves the screen as `stop` does.
  func suspend() {
    def_prog_mode()
    curs_set(1)
    endwin()
  }

  /// Takes the terminal back after ``suspend()``: restores the saved
  /// modes; the caller draws the screen again.
  func resume() {
    reset_prog_mode()
    curs_set(0)
    wrefresh(dobby_stdscr())
  }

  /// Clears the screen, so the next frame is drawn whole.
  func clear() { wclear(dobby_stdscr()) }

  /// Copies `frame` to the screen.
  func draw(_ frame: Frame) {
    let rows = min(frame.size.rows, Int(dobby_lines()))
    let columns = min(frame.size.columns, Int(dobby_cols()))
    for row in 0..<rows {
      wmove(dobby_stdscr(), Int32(row), 0)
      wclrtoeol(dobby_stdscr())
      for column in 0..<columns {
        let cell = frame[row, column]
        if cell.isContinuation || (cell.character == " " && cell.style == .plain) { continue }
        var text = cell.character.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        text.append(0)
        let pair =
          colored && Self.colored.contains(cell.style.role) ? Int16(cell.style.role.rawValue) : 0
        _ = text.withUnsafeBufferPointer {
          dobby_put_cell(Int32(row), Int32(column), $0.baseAddress, attributes(cell.style), pair)
        }
      }
    }
    wrefresh(dobby_stdscr())
  }

  private func attributes(_ style: Style) -> attr_t {
    var result = dobby_a_normal()
    if style.attributes.contains(.bold) { result |= dobby_a_bold() }
    if style.attributes.contains(.reverse) { result |= dobby_a_reverse() }
    if style.attributes.contains(.dim) { result |= dobby_a_dim() }
    if style.attributes.contains(.underline) { result |= dobby_a_underline() }
    return result
  }

  /// The next key, or `nil` when none came within 100 ms, or at once
  /// when `waiting` is `false`.
  func readKey(waiting: Bool = true) -> Key? {
    wtimeout(dobby_stdscr(), waiting ? 100 : 0)
    var code: wint_t = 0
    let result = dobby_get_wch(&code)
    if result == ERR { return nil }
    let value = Int32(bitPattern: code)
    if result == dobby_key_code_yes() { return functionKey(value) }
    switch value {
    case 10, 13: return .enter
    case 27: return .escape
    case 9: return .tab
    case 12: return .controlL
    case 3: return .controlC
    case 8, 127: return .backspace
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(UInt32(bitPattern: value)) else { return nil }
      return .character(Character(scalar))
    }
  }

  private func functionKey(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE, KEY_DC: return .backspace
    case KEY_BTAB: return .backTab
    case dobby_key_resize(): return .resize(size)
    case KEY_MOUSE:
      var row: Int32 = 0
      var column: Int32 = 0
      var wheel: Int32 = 0
      guard dobby_read_mouse(&row, &column, &wheel) == OK else { return nil }
      if wheel != 0 { return wheel < 0 ? .wheelUp : .wheelDown }
      return .click(row: Int(row), column: Int(column))
    default: return nil
    }
  }
}

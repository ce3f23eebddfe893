import DobbyCore

/// The list of recordings shown when `dobby-tui` is given a directory,
/// newest first.
public struct PickerState: Sendable, Equatable {
  /// One recording in the list.
  public struct Entry: Sendable, Hashable {
    /// The file's name.
    public var name: String
    /// What to show beside it (its date and size).
    public var detail: String

    /// An entry.
    public init(name: String, detail: String) {
      self.name = name
      self.detail = detail
    }
  }

  /// What the picker asks for after a key.
  public enum Effect: Sendable, Hashable {
    /// Nothing beyond drawing the new frame.
    case none
    /// Open the entry at this index.
    case open(Int)
    /// Clear and draw everything again.
    case redraw
    /// Leave.
    case quit
    /// Leave as if interrupted.
    case interrupt
  }

  /// The directory listed.
  public var directory: String
  /// The recordings, newest first.
  public var entries: [Entry]
  /// The selected entry.
  public var cursor: Int = 0
  /// The first entry in view.
  public var top: Int = 0
  /// The terminal's size.
  public var size: Size
  /// A notice for the bottom row, cleared by the next key.
  public var message: String?
  /// ASCII glyphs.
  public var ascii: Bool

  /// A picker over `entries` (newest first).
  public init(directory: String, entries: [Entry], size: Size, ascii: Bool = false) {
    self.directory = directory
    self.entries = entries
    self.size = size
    self.ascii = ascii
  }

  private var lines: Int { max(1, size.rows - 3) }

  /// Applies a key: `j`/`k`/arrows/PgUp/PgDn/`g`/`G` move, Enter opens,
  /// `q` leaves.
  @discardableResult
  public mutating func handle(_ key: Key) -> Effect {
    message = nil
    switch key {
    case .resize(let newSize): size = newSize
    case .character("j"), .down, .wheelDown: cursor += 1
    case .character("k"), .up, .wheelUp: cursor -= 1
    case .pageDown, .character(" "): cursor += lines - 1
    case .pageUp: cursor -= lines - 1
    case .character("g"), .home: cursor = 0
    case .character("G"), .end: cursor = entries.count - 1
    case .enter: return entries.isEmpty ? .none : .open(cursor)
    case .click(let row, _):
      let index = top + row - 2
      guard entries.indices.contains(index) else { return .none }
      cursor = index
    case .controlL: return .redraw
    case .character("q"), .escape: return .quit
    case .controlC: return .interrupt
    default: return .none
    }
    cursor = max(0, min(cursor, entries.count - 1))
    if cursor < top { top = cursor }
    if cursor >= top + lines { top = cursor - lines + 1 }
    top = max(0, min(top, entries.count - lines))
    return .none
  }
}

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

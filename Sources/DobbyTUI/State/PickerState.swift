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

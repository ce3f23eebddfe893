/// The list of recordings shown when `dobby-tui` is given a directory:
/// one row per recording, newest first; `/` filters it and `s` changes
/// the order.
package struct PickerState: Sendable, Equatable {
  /// One recording in the list.
  package struct Entry: Sendable, Hashable {
    /// How a recording ended, as far as the picker could tell.
    package enum Outcome: Int, Sendable, Hashable, Comparable {
      /// Its verification failed.
      case failed
      /// The file ends before its verification line.
      case incomplete
      /// The file could not be read (``note`` says why).
      case unreadable
      /// Not read yet: the list is shown at once, and each row filled in
      /// as its file's summary is read.
      case unknown
      /// Its verification passed.
      case passed

      package static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The file's name.
    package var name: String
    /// The test's title; the file's name when the file was not read.
    package var title: String
    /// How it ended.
    package var outcome: Outcome
    /// The first mismatch's code (`DOBBY-E001`); `nil` when there is none
    /// or the file was not read.
    package var code: String?
    /// When it was saved, as shown (`2026-11-30 01:22:33`; see
    /// ``savedTime(secondsSince1970:utc:)``).
    package var time: String
    /// When it was saved, in seconds since any fixed moment (sorts newest
    /// first).
    package var modified: Double
    /// The number of interactions; `nil` when the file was not read.
    package var count: Int?
    /// Why the file could not be read, or another word about it; `nil`
    /// when there is nothing to say.
    package var note: String?

    /// An entry.
    package init(
      name: String, title: String? = nil, outcome: Outcome = .unknown, code: String? = nil,
      time: String = "", modified: Double = 0, count: Int? = nil, note: String? = nil
    ) {
      self.name = name
      self.title = title ?? name
      self.outcome = outcome
      self.code = code
      self.time = time
      self.modified = modified
      self.count = count
      self.note = note
    }
  }

  /// The orders the list can be in; `s` goes to the next.
  package enum Order: String, Sendable, Hashable, CaseIterable {
    /// The newest first.
    case newest
    /// By test title, then newest first.
    case name
    /// Failures first, then newest first.
    case outcome
  }

  /// What the picker asks for after a key.
  package enum Effect: Sendable, Hashable {
    /// Nothing beyond drawing the new frame.
    case none
    /// Open the entry at this index of ``entries``.
    case open(Int)
    /// Clear and draw everything again.
    case redraw
    /// Leave.
    case quit
    /// Leave as if interrupted.
    case interrupt
  }

  /// The directory listed.
  package var directory: String
  /// The recordings, in the order they were given.
  package private(set) var entries: [Entry]
  /// How many entries are not read yet (``Entry/Outcome-swift.enum/unknown``).
  package private(set) var unread: Int
  /// Where the search for unread entries out of view resumes: every entry
  /// before it is read.
  private var readFrom = 0
  /// The order shown.
  package private(set) var order = Order.newest
  /// The filter: only entries whose title, file name or code contain it
  /// (ignoring case) are listed; empty lists every entry.
  package private(set) var filter = ""
  /// Whether keys are typing the filter (after `/`, until Enter or Esc).
  package private(set) var isTypingFilter = false
  /// The indices into ``entries`` listed, in order.
  package private(set) var listed: [Int]
  /// The selected position in ``listed``.
  package var cursor: Int = 0
  /// The first position in view.
  package var top: Int = 0
  /// The terminal's size.
  package var size: Size
  /// A notice for the bottom row, cleared by the next key.
  package var message: String?
  /// ASCII glyphs.
  package var ascii: Bool

  /// A picker over `entries`, listed newest first.
  package init(directory: String, entries: [Entry], size: Size, ascii: Bool = false) {
    self.directory = directory
    self.entries = entries
    self.size = size
    self.ascii = ascii
    unread = entries.count { $0.outcome == .unknown }
    listed = []
    relist()
  }

  /// Up to `count` unread entries to read next: those in view first, then
  /// the others in the order given.
  ///
  /// - Complexity: O(`count` + the rows in view), amortised over the
  ///   entries.
  package mutating func nextToRead(_ count: Int) -> [Int] {
    var next: [Int] = []
    for index in listed.dropFirst(top).prefix(lines) where next.count < count {
      if entries[index].outcome == .unknown { next.append(index) }
    }
    // Only what is read is skipped for good: an entry handed out but not
    // filled in is handed out again.
    while readFrom < entries.count, entries[readFrom].outcome != .unknown { readFrom += 1 }
    var index = readFrom
    while next.count < count, index < entries.count {
      if entries[index].outcome == .unknown && !next.contains(index) { next.append(index) }
      index += 1
    }
    return next
  }

  /// Fills in entries that were read: each index of ``entries`` gets its
  /// entry. The list keeps its order and the cursor its entry; it is
  /// sorted again only when the order or the filter depend on what was
  /// read.
  ///
  /// - Complexity: O(k) for k entries; O(n log n) when the list is
  ///   filtered or sorted by what is read.
  package mutating func fill(_ read: [(index: Int, entry: Entry)]) {
    for (index, entry) in read {
      if entries[index].outcome == .unknown && entry.outcome != .unknown { unread -= 1 }
      if entries[index].outcome != .unknown && entry.outcome == .unknown { unread += 1 }
      entries[index] = entry
    }
    if order != .newest || !filter.isEmpty { keepSelection { $0.relist() } }
  }

  private var lines: Int { max(1, size.rows - 4) }

  /// Applies a key: the command table's moves, Enter opens, `/` types a
  /// filter (Enter keeps it, Esc clears it), `s` changes the order, `q`
  /// leaves.
  @discardableResult
  package mutating func handle(_ key: Key) -> Effect {
    message = nil
    if case .resize(let newSize) = key {
      size = newSize
    } else if case .click(let row, _) = key {
      let position = top + row - 3
      guard listed.indices.contains(position) else { return .none }
      cursor = position
    } else if isTypingFilter {
      typeFilter(key)
    } else if let command = KeyMap.command(for: key) {
      switch command {
      case .stepDown: cursor += 1
      case .stepUp: cursor -= 1
      case .pageDown: cursor += lines - 1
      case .pageUp: cursor -= lines - 1
      case .first: cursor = 0
      case .last: cursor = listed.count - 1
      case .expand: return listed.isEmpty ? .none : .open(listed[cursor])
      case .search, .filter: isTypingFilter = true
      case .sort:
        let all = Order.allCases
        order = all[(all.firstIndex(of: order)! + 1) % all.count]
        keepSelection { $0.relist() }
      case .clear:
        guard !filter.isEmpty else { return .quit }
        setFilter("")
      case .redraw: return .redraw
      case .quit: return .quit
      case .interrupt: return .interrupt
      default: return .none
      }
    } else if key == .wheelDown {
      cursor += 1
    } else if key == .wheelUp {
      cursor -= 1
    }
    scroll()
    return .none
  }

  private mutating func typeFilter(_ key: Key) {
    switch key {
    case .character(let character): setFilter(filter + String(character))
    case .backspace: setFilter(String(filter.dropLast()))
    case .enter: isTypingFilter = false
    case .escape:
      isTypingFilter = false
      setFilter("")
    default: break
    }
  }

  private mutating func setFilter(_ text: String) {
    filter = text
    keepSelection { $0.relist() }
  }

  /// Runs `change` and puts the cursor back on the entry it was on, when
  /// that is still listed.
  private mutating func keepSelection(_ change: (inout PickerState) -> Void) {
    let selected = listed.indices.contains(cursor) ? listed[cursor] : nil
    change(&self)
    cursor = selected.flatMap { listed.firstIndex(of: $0) } ?? 0
  }

  private mutating func relist() {
    let query = filter.lowercased()
    let entries = self.entries
    let kept = entries.indices.filter { index in
      let entry = entries[index]
      return query.isEmpty || entry.title.lowercased().contains(query)
        || entry.name.lowercased().contains(query)
        || (entry.code?.lowercased().contains(query) ?? false)
    }
    func newer(_ a: Int, _ b: Int) -> Bool {
      entries[a].modified != entries[b].modified
        ? entries[a].modified > entries[b].modified : a < b
    }
    listed =
      switch order {
      case .newest: kept.sorted(by: newer)
      case .name:
        kept.sorted {
          entries[$0].title != entries[$1].title
            ? entries[$0].title < entries[$1].title
            : newer($0, $1)
        }
      case .outcome:
        kept.sorted {
          entries[$0].outcome != entries[$1].outcome
            ? entries[$0].outcome < entries[$1].outcome : newer($0, $1)
        }
      }
  }

  private mutating func scroll() {
    cursor = max(0, min(cursor, listed.count - 1))
    if cursor < top { top = cursor }
    if cursor >= top + lines { top = cursor - lines + 1 }
    top = max(0, min(top, listed.count - lines))
  }
}

import DobbyCore
package import DobbyRecording

/// The state of the comparison screen (`dobby-tui --diff A B`): the
/// selected row, the scroll position, the focused pane and the search.
///
/// Keys run the debugger's commands from ``KeyMap`` where they apply:
/// `j`/`k` step, `]`/`[` go to the next or previous difference, `/`
/// searches values and recorder names (`n`/`N`), `Tab` moves the focus
/// between the steps and the verdicts, `Enter` shows the selected row's
/// values whole, `g`/`G` and the pages move, `?` lists the keys
/// (``KeyMap/diffBindings``), `q` quits.
package struct DiffState: Sendable, Equatable {
  /// The panes that take the focus.
  package enum Pane: Sendable, Hashable {
    /// The aligned steps.
    case steps
    /// The expectations whose verdict changed.
    case verdicts
  }

  /// How the first recording is named (its path, as given).
  package let nameA: String
  /// How the second recording is named.
  package let nameB: String
  /// The terminal's size.
  package var size: Size
  /// How the screen is drawn.
  package var options: DebuggerState.Options
  /// The selected row of the comparison.
  package var cursor: Int
  /// The first row in view.
  package var top = 0
  /// The focused pane.
  package var focus = Pane.steps
  /// The first line of the verdicts pane in view.
  package var verdictTop = 0
  /// The search applied; `nil` when there is none.
  package private(set) var query: String?
  /// The rows the search matches, ascending.
  package private(set) var matches: [Int] = []
  /// The search being typed after `/`; `nil` when not typing.
  package private(set) var typing: String?
  /// A notice for the bottom row, cleared by the next key.
  package var message: String?
  /// Whether the detail shows the selected row's values whole (`Enter`).
  package var expanded = false
  /// Whether the help overlay is shown.
  package var helpVisible = false
  /// The help overlay's first line.
  package var helpTop = 0

  /// A state opening on the first difference of `comparison`.
  package init(
    comparison: RecordingComparison, nameA: String, nameB: String, size: Size,
    options: DebuggerState.Options = .init()
  ) {
    self.nameA = nameA
    self.nameB = nameB
    self.size = size
    self.options = options
    cursor = comparison.firstDifference
    scroll(comparison)
  }

  /// The rows of steps in view at the current size.
  func stepLines(_ comparison: RecordingComparison) -> Int {
    DiffLayout(size: size, comparison: comparison, expanded: expanded).steps.height
  }

  /// Applies `key`.
  ///
  /// - Complexity: O(log d) for d differences, except a search, O(n) in
  ///   the rows.
  @discardableResult
  package mutating func handle(_ key: Key, comparison: RecordingComparison) -> Effect {
    message = nil
    if case .resize(let newSize) = key {
      size = newSize
      scroll(comparison)
      return .none
    }
    if helpVisible {
      return HelpOverlay.handle(
        key, top: &helpTop, visible: &helpVisible, lineCount: KeyMap.diffBindings.count)
    }
    if typing != nil { return type(key, comparison) }
    guard let command = KeyMap.command(for: key) else { return .none }
    let rows = comparison.rows.count
    let page = max(1, stepLines(comparison) - 1)
    switch command {
    case .stepDown: move(by: 1, comparison)
    case .stepUp: move(by: -1, comparison)
    case .pageDown: move(by: page, comparison)
    case .pageUp: move(by: -page, comparison)
    case .first: cursor = 0
    case .last: cursor = max(0, rows - 1)
    case .nextMismatch: go(to: comparison.differences, forward: true, what: "difference")
    case .previousMismatch: go(to: comparison.differences, forward: false, what: "difference")
    case .search: typing = ""
    case .nextMatch: searchNext(forward: true)
    case .previousMatch: searchNext(forward: false)
    case .nextPane, .previousPane, .focusTimeline, .focusExpectations, .focusDetail:
      focus =
        switch command {
        case .focusTimeline: .steps
        case .focusExpectations, .focusDetail: .verdicts
        default: focus == .steps ? .verdicts : .steps
        }
    case .expand: expanded.toggle()
    case .clear:
      query = nil
      matches = []
    case .help:
      helpVisible = true
      helpTop = 0
    case .redraw: return .redraw
    case .quit: return .quit
    case .interrupt: return .interrupt
    default: break
    }
    scroll(comparison)
    return .none
  }

  private mutating func move(by offset: Int, _ comparison: RecordingComparison) {
    if focus == .verdicts {
      let lines = comparison.verdictLineCount
      verdictTop = max(0, min(verdictTop + offset, lines - 1))
    } else {
      cursor += offset
    }
  }

  /// Moves to the next (or previous) of `rows` after (or before) the
  /// cursor, or says there is none.
  private mutating func go(to rows: [Int], forward: Bool, what: String) {
    let index = lowerBound(rows.count) { rows[$0] < cursor }
    if forward {
      let next = index < rows.count && rows[index] == cursor ? index + 1 : index
      if next < rows.count { cursor = rows[next] } else { message = "no later \(what)" }
    } else if index > 0 {
      cursor = rows[index - 1]
    } else {
      message = "no earlier \(what)"
    }
  }

  private mutating func searchNext(forward: Bool) {
    guard let query else {
      message = "no search: press / first"
      return
    }
    guard !matches.isEmpty else {
      message = "no step matches \(query)"
      return
    }
    go(to: matches, forward: forward, what: "match")
  }

  private mutating func type(_ key: Key, _ comparison: RecordingComparison) -> Effect {
    switch key {
    case .character(let character): typing = (typing ?? "") + String(character)
    case .backspace: typing = String((typing ?? "").dropLast())
    case .escape: typing = nil
    case .enter:
      let text = typing ?? ""
      typing = nil
      guard !text.isEmpty else {
        query = nil
        matches = []
        return .none
      }
      query = text
      matches = Self.rows(matching: text, in: comparison)
      if matches.isEmpty {
        message = "no step matches \(text)"
      } else if !matches.contains(cursor) {
        go(to: matches, forward: true, what: "match")
        if message != nil {
          message = nil
          cursor = matches[0]
        }
      }
      scroll(comparison)
    case .controlC: return .interrupt
    default: break
    }
    return .none
  }

  /// The rows whose step, on either side, has a value or recorder name
  /// containing `text` (ignoring case).
  static func rows(matching text: String, in comparison: RecordingComparison) -> [Int] {
    let search = TextSearch(text)
    let timelineA = comparison.a.timeline
    let timelineB = comparison.b.timeline
    func matches(_ step: Int?, _ timeline: [TimelineEntry], _ names: [String]) -> Bool {
      guard let step, timeline.indices.contains(step) else { return false }
      let entry = timeline[step]
      if search.matches(entry.summary) { return true }
      return names.indices.contains(entry.recorder) && search.matches(names[entry.recorder])
    }
    let namesA = comparison.a.recorders.map(\.name)
    let namesB = comparison.b.recorders.map(\.name)
    return comparison.rows.indices.filter {
      matches(comparison.rows[$0].a, timelineA, namesA)
        || matches(comparison.rows[$0].b, timelineB, namesB)
    }
  }

  /// Keeps the cursor on a row and in view.
  mutating func scroll(_ comparison: RecordingComparison) {
    let rows = comparison.rows.count
    let lines = max(1, stepLines(comparison))
    cursor = max(0, min(cursor, rows - 1))
    if cursor < top { top = cursor }
    if cursor >= top + lines { top = cursor - lines + 1 }
    top = max(0, min(top, rows - lines))
  }
}

import DobbyCore
import DobbyRecording

extension DebuggerState {
  /// Applies one key: to the help overlay when it is shown, to the prompt
  /// when one is open, else through the command table.
  ///
  /// - Returns: What the terminal layer should do next.
  /// - Complexity: O(log n) for most keys at n interactions; a search is
  ///   O(n) once, when its query is entered.
  @discardableResult
  package mutating func handle(_ key: Key, report: ReportIndex) -> Effect {
    if case .resize(let newSize) = key {
      size = newSize
      settle(report)
      return .redraw
    }
    if key == .controlC { return .interrupt }
    message = nil
    if helpVisible { return handleHelp(key) }
    if prompt != nil {
      handlePrompt(key, report: report)
      return .none
    }
    switch key {
    case .click(let row, let column):
      click(row: row, column: column, report: report)
      return .none
    case .wheelUp, .wheelDown:
      scroll(by: key == .wheelUp ? -3 : 3, report: report)
      return .none
    default:
      break
    }
    guard let command = KeyMap.command(for: key) else { return .none }
    return perform(command, report: report)
  }

  /// Runs `command`.
  ///
  /// - Returns: What the terminal layer should do next.
  @discardableResult
  package mutating func perform(_ command: Command, report: ReportIndex) -> Effect {
    switch command {
    case .stepDown: scroll(by: 1, report: report)
    case .stepUp: scroll(by: -1, report: report)
    case .pageDown: scroll(by: page(report), report: report)
    case .pageUp: scroll(by: -page(report), report: report)
    case .first: scrollToEnd(last: false, report: report)
    case .last: scrollToEnd(last: true, report: report)
    case .nextMismatch: stepMismatch(forward: true, report: report)
    case .previousMismatch: stepMismatch(forward: false, report: report)
    case .search: prompt = .search("")
    case .nextMatch: stepMatch(forward: true, report: report)
    case .previousMatch: stepMatch(forward: false, report: report)
    case .filter: prompt = .filter("")
    case .goToStep: prompt = .goToStep("")
    case .clear: clear(report)
    case .nextPane: focus(cycling: 1, report: report)
    case .previousPane: focus(cycling: -1, report: report)
    case .focusTimeline: focus(.timeline, report: report)
    case .focusExpectations: focus(.expectations, report: report)
    case .focusDetail: focus(.detail, report: report)
    case .expand: expand(report)
    case .jump: jump(report: report)
    case .help:
      helpVisible = true
      helpTop = 0
    case .toggleSource:
      sourceVisible.toggle()
      settle(report)
    case .growSource, .shrinkSource: resizeSource(by: command == .growSource ? 1 : -1, report)
    case .openEditor: return openEditor(report)
    case .sort: break  // the picker's
    case .redraw: return .redraw
    case .quit: return .quit
    case .interrupt: return .interrupt
    }
    return .none
  }

  // MARK: Commands

  /// Moves `delta` lines in the focused pane: the cursor in the timeline,
  /// the selection in the expectations, the scroll in the detail.
  mutating func scroll(by delta: Int, report: ReportIndex) {
    switch focus {
    case .timeline:
      step(by: delta, report: report)
    case .expectations:
      selectedExpectation += delta
      revealExpectation(report)
    case .detail:
      detailTop += delta
      clampDetail(report)
    }
  }

  /// Moves to the start or end of the focused pane.
  mutating func scrollToEnd(last: Bool, report: ReportIndex) {
    switch focus {
    case .timeline:
      moveToEnd(last: last, report: report)
    case .expectations:
      selectedExpectation = last ? report.report.expectations.count - 1 : 0
      revealExpectation(report)
    case .detail:
      detailTop = last ? Int.max / 2 : 0
      clampDetail(report)
    }
  }

  /// A page of the focused pane: its height less one line of context.
  func page(_ report: ReportIndex) -> Int {
    let count = report.expectationsPaneLines
    let area = shape(report).placement(of: focus, expectationCount: count)
    let lines = (area?.body.height ?? 2) - (focus == .timeline ? 1 : 0)
    return max(1, lines - 1)
  }

  mutating func focus(_ pane: Pane, report: ReportIndex) {
    focus = pane
    settle(report)
  }

  mutating func focus(cycling delta: Int, report: ReportIndex) {
    let panes = Pane.allCases
    let index = panes.firstIndex(of: focus) ?? 0
    focus(panes[(index + delta + panes.count) % panes.count], report: report)
  }

  /// Esc: clears the filter, else the search.
  mutating func clear(_ report: ReportIndex) {
    if filter != nil {
      filter = nil
      revealCursor(report, center: true)
    } else if search != nil {
      search = nil
    }
  }

  /// Enter: expands or folds the cursor's value; in the expectations, goes
  /// to the selected expectation's step.
  mutating func expand(_ report: ReportIndex) {
    if focus == .expectations {
      goToExpectation(report)
      return
    }
    if report.foreign.slot(ofRow: cursor) != nil {
      message = "another test's interaction: the recording keeps its summary only"
      return
    }
    guard cursor < report.stepCount else {
      message = "the verify row has no value to expand"
      return
    }
    if expanded.contains(cursor) {
      expanded.remove(cursor)
    } else {
      expanded.insert(cursor)
    }
    revealCursor(report)
    clampDetail(report)
  }

  // MARK: Source

  /// `+` and `-`: one line of code more or less, within
  /// ``sourceLineRange``; shows the pane when hidden.
  mutating func resizeSource(by delta: Int, _ report: ReportIndex) {
    if !sourceVisible {
      sourceVisible = true
    } else {
      let range = Self.sourceLineRange
      sourceLines = min(max(sourceLines + delta, range.lowerBound), range.upperBound)
    }
    settle(report)
    if shape(report).source == nil {
      message = "no room for the source pane at \(size.columns)×\(size.rows)"
    }
  }

  /// `e`: the editor at the selected location (where its line stands now
  /// in a file edited since the recording), or why not.
  mutating func openEditor(_ report: ReportIndex) -> Effect {
    guard let location = sourceLocation(report) else {
      message = "no code here to open"
      return .none
    }
    let place = RowText.place(location.site, basePath: options.basePath)
    guard let file = report.report.sourceFile(path: location.site.filePath) else {
      message = "no file for \(place) on this machine"
      return .none
    }
    guard let editor = options.editor, !editor.isEmpty else {
      message = "no editor to open \(place): set $VISUAL or $EDITOR"
      return .none
    }
    // In a file edited since the recording, the recorded line where it
    // stands now.
    let line =
      report.report.lineNow(path: location.site.filePath, line: location.site.line)
      ?? location.site.line
    return .openEditor(EditorLaunch(editor: editor, file: file, line: line))
  }

  // MARK: Help

  mutating func handleHelp(_ key: Key) -> Effect {
    HelpOverlay.handle(
      key, top: &helpTop, visible: &helpVisible, lineCount: KeyMap.bindings.count)
  }

  // MARK: Mouse

  /// A click in the timeline moves the cursor to that row; in another pane
  /// it focuses the pane.
  mutating func click(row: Int, column: Int, report: ReportIndex) {
    let layout = layout(report)
    guard let area = layout.areas.first(where: { $0.body.contains(row: row, column: column) })
    else { return }
    focus = area.pane
    guard area.pane == .timeline else {
      if area.pane == .expectations {
        selectedExpectation = expectationsTop + row - area.body.top
        revealExpectation(report)
      }
      return
    }
    let list = rows(report)
    var line = area.body.top + 1
    var position = timelineTop
    while position < list.count, line < area.body.bottom {
      let target = list.row(at: position)
      let height = height(ofRow: target, report: report)
      if row >= line, row < line + height {
        move(to: target, report: report)
        return
      }
      line += height
      position += 1
    }
  }
}

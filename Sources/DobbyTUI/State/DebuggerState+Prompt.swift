import DobbyCore

extension DebuggerState {
  /// Typing at the prompt: characters add, Backspace removes (and closes
  /// an empty prompt), Esc cancels, Enter runs it.
  mutating func handlePrompt(_ key: Key, report: ReportIndex) {
    guard let prompt else { return }
    var text = prompt.text
    switch key {
    case .character(let character):
      if case .goToStep = prompt, !character.isASCII || !character.isNumber {
        message = "type a step number"
        return
      }
      text.append(character)
    case .backspace:
      if text.isEmpty {
        self.prompt = nil
        return
      }
      text.removeLast()
    case .escape:
      self.prompt = nil
      return
    case .enter:
      self.prompt = nil
      switch prompt {
      case .search(let query): runSearch(query, report: report)
      case .filter(let name): runFilter(name, report: report)
      case .goToStep(let number): runGoToStep(number, report: report)
      }
      return
    default:
      return
    }
    self.prompt = prompt.replacingText(text)
  }

  // MARK: Search

  /// Searches every row for `query` (case-insensitively, in values,
  /// recorder names and codes) and moves to the first match at or after
  /// the cursor.
  ///
  /// - Complexity: O(n) for n interactions.
  mutating func runSearch(_ query: String, report: ReportIndex) {
    guard !query.isEmpty else {
      search = nil
      return
    }
    let text = TextSearch(query)
    let matches = (0..<report.rowCount).filter { RowText.matches($0, text, report: report) }
    search = Search(query: query, matches: matches)
    guard !matches.isEmpty else {
      message = "no match for \(DisplayText.quote(query))"
      return
    }
    stepMatch(forward: true, report: report, including: true)
  }

  /// `n` / `N`: the next or previous match among the rows shown, wrapping
  /// around the ends.
  mutating func stepMatch(forward: Bool, report: ReportIndex, including: Bool = false) {
    guard let search else {
      message = "no search yet: press / to search"
      return
    }
    let list = rows(report)
    let matches = search.matches
    let visible = { (row: Int) in list.position(of: row) != nil }
    let count = matches.count
    guard count > 0 else {
      message = "no match for \(DisplayText.quote(search.query))"
      return
    }
    var start =
      forward
      ? lowerBound(count) { including ? matches[$0] < cursor : matches[$0] <= cursor }
      : lowerBound(count) { matches[$0] < cursor } - 1
    for _ in 0..<count {
      if start >= count {
        start = 0
        message = "search wrapped to the top"
      } else if start < 0 {
        start = count - 1
        message = "search wrapped to the bottom"
      }
      if visible(matches[start]) {
        let keep = message
        move(to: matches[start], report: report, center: true)
        message = keep
        return
      }
      start += forward ? 1 : -1
    }
    message = "no match for \(DisplayText.quote(search.query)) among the rows shown"
  }

  // MARK: Filter

  /// Narrows the timeline: `!` to the mismatches; a number to that
  /// recorder (1-based); otherwise the recorder whose name is, starts with
  /// or contains the text; empty clears the filter.
  mutating func runFilter(_ text: String, report: ReportIndex) {
    let wanted = text.trimmingSpaces()
    guard !wanted.isEmpty else {
      filter = nil
      revealCursor(report, center: true)
      return
    }
    let names = report.report.recorders.map { $0.name.lowercased() }
    let needle = wanted.lowercased()
    let newFilter: RowFilter
    if wanted == "!" {
      newFilter = .mismatches
    } else if let number = Int(wanted), number > 0, number <= names.count {
      newFilter = .recorder(Numbering.index(ofNumber: number))
    } else if let lane = names.firstIndex(of: needle)
      ?? names.firstIndex(where: { $0.hasPrefix(needle) })
      ?? names.firstIndex(where: { $0.contains(needle) })
    {
      newFilter = .recorder(lane)
    } else {
      message = "no recorder matches \(DisplayText.quote(wanted))"
      return
    }
    let list = RowList(report, filter: newFilter)
    guard let position = list.nearestPosition(to: cursor) else {
      message = "nothing to show for \(DisplayText.quote(wanted))"
      return
    }
    filter = newFilter
    let keep = selectedMismatch
    move(to: list.row(at: position), report: report, center: true)
    if let keep, report.row(ofMismatch: keep) == cursor { selectedMismatch = keep }
  }

  // MARK: Go to step

  /// Moves to step `number` (1-based).
  mutating func runGoToStep(_ number: String, report: ReportIndex) {
    guard !number.isEmpty else { return }
    guard let value = Int(number), value > 0, case let step = TimelineStep(number: value),
      step.index < report.stepCount
    else {
      message = "no step #\(number) (the steps are #1 to #\(report.stepCount))"
      return
    }
    reveal(row: step.index, report: report)
  }
}

extension DebuggerState.Prompt {
  /// What has been typed.
  package var text: String {
    switch self {
    case .search(let text), .filter(let text), .goToStep(let text): text
    }
  }

  /// The key that opened it: `/`, `&` or `:`.
  package var sigil: String {
    switch self {
    case .search: "/"
    case .filter: "&"
    case .goToStep: ":"
    }
  }

  func replacingText(_ text: String) -> Self {
    switch self {
    case .search: .search(text)
    case .filter: .filter(text)
    case .goToStep: .goToStep(text)
    }
  }
}

extension String {
  func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}

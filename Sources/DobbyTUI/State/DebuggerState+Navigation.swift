import DobbyCore

extension DebuggerState {
  // MARK: Moving the cursor

  /// Puts the cursor on `row`, selects the row's first mismatch, and
  /// scrolls the timeline to show it (to the middle, when `center` and it
  /// was out of view).
  mutating func move(to row: Int, report: ReportIndex, center: Bool = false) {
    cursor = max(0, min(row, report.allRowCount - 1))
    selectedMismatch = report.mismatches(atRow: cursor).first
    jumpOrigin = nil
    detailTop = 0
    revealCursor(report, center: center)
  }

  /// Moves the cursor `delta` rows among those shown.
  mutating func step(by delta: Int, report: ReportIndex) {
    let list = rows(report)
    guard !list.isEmpty, let position = list.nearestPosition(to: cursor) else { return }
    let target = max(0, min(list.count - 1, position + delta))
    move(to: list.row(at: target), report: report)
  }

  /// Moves the cursor to the first (`last == false`) or last row shown.
  mutating func moveToEnd(last: Bool, report: ReportIndex) {
    let list = rows(report)
    guard !list.isEmpty else { return }
    move(to: list.row(at: last ? list.count - 1 : 0), report: report)
  }

  // MARK: Mismatches

  /// Selects the next (or previous) mismatch: the next one on the cursor's
  /// row, else the first one on the next row shown that has any.
  mutating func stepMismatch(forward: Bool, report: ReportIndex) {
    let total = report.report.mismatches.count
    guard total > 0 else {
      message = "no mismatches: the verification passed"
      return
    }
    if let selected = selectedMismatch {
      let rank = report.rank(ofMismatch: selected) + (forward ? 1 : -1)
      if rank >= 0, rank < total, report.row(ofMismatch: report.mismatch(atRank: rank)) == cursor {
        selectedMismatch = report.mismatch(atRank: rank)
        detailTop = 0
        return
      }
    }
    let list = rows(report)
    var rank =
      forward
      ? lowerBound(total) { report.row(ofMismatch: report.mismatch(atRank: $0)) <= cursor }
      : lowerBound(total) { report.row(ofMismatch: report.mismatch(atRank: $0)) < cursor } - 1
    while rank >= 0, rank < total {
      let index = report.mismatch(atRank: rank)
      let row = report.row(ofMismatch: index)
      if list.position(of: row) != nil {
        move(to: row, report: report, center: true)
        selectedMismatch = index
        return
      }
      rank += forward ? 1 : -1
    }
    message = forward ? "no later mismatch" : "no earlier mismatch"
  }

  // MARK: Scrolling

  /// The rows of timeline the body holds below its lane header.
  func timelineLines(_ report: ReportIndex) -> Int {
    let count = report.expectationsPaneLines
    let area = shape(report).placement(of: .timeline, expectationCount: count)
    return max(1, (area?.body.height ?? 1) - 1)
  }

  /// The most lines an expanded row's tree takes in the timeline.
  func expansionLimit(_ report: ReportIndex) -> Int {
    max(1, timelineLines(report) - 2)
  }

  /// The lines `row` takes in the timeline: one, plus its tree if expanded.
  func height(ofRow row: Int, report: ReportIndex) -> Int {
    guard expanded.contains(row), row < report.stepCount else { return 1 }
    return 1 + min(report.outlineLines(ofStep: row), expansionLimit(report))
  }

  /// Scrolls the timeline so that the cursor's row is in view.
  mutating func revealCursor(_ report: ReportIndex, center: Bool = false) {
    let list = rows(report)
    let lines = timelineLines(report)
    guard let position = list.nearestPosition(to: cursor) else {
      timelineTop = 0
      return
    }
    timelineTop = max(0, min(timelineTop, list.count - 1))
    if list.count <= lines { timelineTop = 0 }
    if position < timelineTop || (center && position >= timelineTop + lines) {
      timelineTop = center ? max(0, position - (lines - 1) / 2) : position
    }
    // Scroll down until the rows from the top to the cursor fit.
    var first = position
    var used = height(ofRow: list.row(at: position), report: report)
    while first > timelineTop {
      let above = height(ofRow: list.row(at: first - 1), report: report)
      if used + above > lines { break }
      used += above
      first -= 1
    }
    timelineTop = first
  }

  /// Keeps the selected expectation within the expectations pane.
  mutating func revealExpectation(_ report: ReportIndex) {
    let count = report.report.expectations.count
    selectedExpectation = max(0, min(selectedExpectation, count - 1))
    let area = shape(report).placement(
      of: .expectations, expectationCount: report.expectationsPaneLines)
    let lines = max(1, area?.body.height ?? 1)
    expectationsTop = max(0, min(expectationsTop, count - lines))
    if selectedExpectation < expectationsTop { expectationsTop = selectedExpectation }
    if selectedExpectation >= expectationsTop + lines {
      expectationsTop = selectedExpectation - lines + 1
    }
  }

  /// Keeps the detail pane's scroll within its content.
  mutating func clampDetail(_ report: ReportIndex) {
    let count = report.expectationsPaneLines
    guard let area = layout(report).placement(of: .detail, expectationCount: count) else { return }
    let total = DetailView.lines(
      self, report: report, width: area.body.width, height: area.body.height, window: 0..<0
    ).count
    detailTop = max(0, min(detailTop, total - area.body.height))
  }

  /// Brings every scroll position back into range (after a resize or a
  /// filter change).
  mutating func settle(_ report: ReportIndex) {
    revealCursor(report)
    revealExpectation(report)
    clampDetail(report)
    helpTop = max(0, min(helpTop, KeyMap.bindings.count - 1))
  }

  // MARK: Jumping between an interaction and its expectation

  /// The expectation (by index) that the cursor's row is about: the one it
  /// matched, or the due, concerned or nearest one of its mismatch.
  func relatedExpectation(_ report: ReportIndex) -> Int? {
    if let selected = selectedMismatch {
      let mismatch = report.report.mismatches[selected]
      if let id = mismatch.due ?? mismatch.expectation ?? mismatch.nearestMiss?.expectation {
        return report.report.expectationIndex(of: id)
      }
    }
    if cursor < report.stepCount, case .matched(let id) = report.report.timeline[cursor].verdict {
      return report.report.expectationIndex(of: id)
    }
    // A row that is an expectation's nearest miss is about that one.
    if let index = report.mismatches(nearestMissAt: cursor).first,
      let id = report.report.mismatches[index].expectation
    {
      return report.report.expectationIndex(of: id)
    }
    return nil
  }

  /// `%`: from the timeline, to the other step of the cursor's
  /// expectation (its mismatch, its first match, or an unfulfilled one's
  /// nearest miss), and back again; from the expectations, to the selected
  /// expectation's step.
  mutating func jump(report: ReportIndex) {
    if focus == .expectations {
      goToExpectation(report)
      return
    }
    if let origin = jumpOrigin {
      let here = cursor
      reveal(row: origin, report: report)
      jumpOrigin = here
      return
    }
    guard let expectation = relatedExpectation(report) else {
      message = "no expectation concerns this row"
      return
    }
    selectedExpectation = expectation
    revealExpectation(report)
    var candidates: [Int?] = []
    if let selected = selectedMismatch {
      candidates.append(report.report.mismatches[selected].nearestMiss?.step?.index)
    }
    candidates += [report.firstMismatchRow[expectation], report.firstMatch[expectation]]
    guard let target = candidates.compactMap({ $0 }).first(where: { $0 != cursor }) else {
      message = "\(ExpectationID(index: expectation)) has no other step"
      return
    }
    let here = cursor
    reveal(row: target, report: report)
    jumpOrigin = here
  }

  /// Moves the cursor to the selected expectation's first mismatch or
  /// match, in the timeline.
  mutating func goToExpectation(_ report: ReportIndex) {
    let index = selectedExpectation
    guard report.firstMatch.indices.contains(index) else { return }
    guard let target = report.firstMismatchRow[index] ?? report.firstMatch[index] else {
      message = "\(ExpectationID(index: index)) matched nothing"
      return
    }
    focus = .timeline
    reveal(row: target, report: report)
  }

  /// Moves the cursor to `row`, clearing a filter that hides it.
  mutating func reveal(row: Int, report: ReportIndex) {
    if filter != nil, rows(report).position(of: row) == nil {
      filter = nil
      message = "filter cleared"
    }
    move(to: row, report: report, center: true)
  }
}

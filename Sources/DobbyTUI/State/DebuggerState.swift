import DobbyCore

/// Everything the debugger's screen depends on besides the report: the
/// cursor, focus, filter, search, prompts and scroll positions.
///
/// A plain value: keys change it through ``handle(_:report:)``, and
/// ``render(_:report:size:)`` draws it. Rows are the report's steps plus
/// the synthetic verify row (see ``ReportIndex``).
package struct DebuggerState: Sendable, Equatable {
  /// The three panes, numbered as the keys `1`, `2`, `3` focus them.
  package enum Pane: Int, Sendable, Hashable, CaseIterable {
    /// The lane timeline.
    case timeline = 1
    /// The expectations with their state at the cursor.
    case expectations = 2
    /// The cursor's interaction, mismatch and nearest miss.
    case detail = 3

    /// The pane's title.
    package var title: String {
      switch self {
      case .timeline: "Timeline"
      case .expectations: "Expectations"
      case .detail: "Detail"
      }
    }
  }

  /// A search: the query and the rows that match it, ascending.
  package struct Search: Sendable, Equatable {
    /// What was searched for.
    package var query: String
    /// The matching rows, ascending.
    package var matches: [Int]

    /// A search for `query` that matched `matches`.
    package init(query: String, matches: [Int]) {
      self.query = query
      self.matches = matches
    }
  }

  /// A line of input being typed at the bottom of the screen.
  package enum Prompt: Sendable, Equatable {
    /// After `/`: a search query.
    case search(String)
    /// After `&`: a recorder name or number, or `!`.
    case filter(String)
    /// After `:`: a step number.
    case goToStep(String)
  }

  /// How the screen is drawn.
  package struct Options: Sendable, Equatable {
    /// ASCII glyphs and borders instead of `✓ ✗ · │ ─`.
    package var ascii: Bool
    /// Call-site paths are shown relative to this directory when under it.
    package var basePath: String?
    /// Whether the source pane is shown when the debugger opens.
    package var sourcePane: Bool
    /// The editor `e` starts (`$VISUAL`, else `$EDITOR`); `nil` when
    /// neither is set.
    package var editor: String?

    /// Drawing options.
    package init(
      ascii: Bool = false, basePath: String? = nil, sourcePane: Bool = false,
      editor: String? = nil
    ) {
      self.ascii = ascii
      self.basePath = basePath
      self.sourcePane = sourcePane
      self.editor = editor
    }
  }

  /// The terminal's size, which paging and scrolling follow.
  package var size: Size
  /// How the screen is drawn.
  package var options: Options
  /// The cursor's row: a timeline index, or the verify row.
  package var cursor: Int
  /// The mismatch the header counts and the detail pane explains; `nil`
  /// when the cursor's row has none.
  package var selectedMismatch: Int?
  /// The pane that keys such as `j` and `k` move in.
  package var focus: Pane
  /// Rows whose value tree is shown in full.
  package var expanded: Set<Int>
  /// The timeline's filter; `nil` shows every row.
  package var filter: RowFilter?
  /// The last search; its matches are highlighted, never hidden.
  package var search: Search?
  /// The line being typed, if any.
  package var prompt: Prompt?
  /// Whether the help overlay is shown.
  package var helpVisible: Bool
  /// The selected expectation (an index into the report's expectations).
  package var selectedExpectation: Int
  /// The position, among the rows shown, of the timeline's first row.
  package var timelineTop: Int
  /// The expectations pane's first line.
  package var expectationsTop: Int
  /// The detail pane's first line.
  package var detailTop: Int
  /// The help overlay's first line.
  package var helpTop: Int
  /// A one-line notice for the hint bar (`no match for "x"`), cleared by
  /// the next key.
  package var message: String?
  /// Where `%` came from, so that `%` again goes back; `nil` once the
  /// cursor moves otherwise.
  package var jumpOrigin: Int?
  /// Whether the source pane is shown (where it fits).
  package var sourceVisible: Bool
  /// The source pane's lines of code, when there is room for them.
  package var sourceLines: Int

  /// The state a report opens in: the cursor on the cause, the timeline
  /// focused.
  ///
  /// The cause is the first mismatch's interaction; for an expectation
  /// unfulfilled with a nearest miss, that interaction, whose row the
  /// detail pane explains. A report without mismatches opens at the top.
  package init(report: ReportIndex, size: Size, options: Options = Options()) {
    self.size = size
    self.options = options
    cursor = 0
    focus = .timeline
    expanded = []
    helpVisible = false
    selectedExpectation = 0
    timelineTop = 0
    expectationsTop = 0
    detailTop = 0
    helpTop = 0
    sourceVisible = options.sourcePane
    sourceLines = Self.defaultSourceLines
    guard report.rowCount > 0 else { return }
    guard let first = report.firstMismatch else {
      move(to: 0, report: report, center: true)
      return
    }
    let mismatch = report.report.mismatches[first]
    if mismatch.kind == .unfulfilled, let step = mismatch.nearestMiss?.step,
      (0..<report.stepCount).contains(step.index)
    {
      move(to: step.index, report: report, center: true)
      selectedMismatch = first
    } else {
      move(to: report.row(ofMismatch: first), report: report, center: true)
    }
  }

  /// The layout of the screen at the state's size and focus: in the full
  /// layout, the left column as wide as the timeline's title and rows in
  /// view and the source pane's lines ask (see ``Layout/init(size:focus:expectationCount:sourceLines:leftWanted:)``).
  ///
  /// - Complexity: O(rows in view × lanes + lines of code shown).
  package func layout(_ report: ReportIndex) -> Layout {
    let shape = shape(report)
    guard shape.kind == .full, let timeline = shape.area(of: .timeline) else { return shape }
    let glyphs = Glyphs.set(ascii: options.ascii)
    let rows = TimelineView.rowsInView(self, report: report, height: timeline.body.height)
    var wanted = max(
      TimelineView.wantedWidth(rows: rows, report: report, glyphs: glyphs),
      PaneTitle.timelineWantedWidth(self, report: report, glyphs: glyphs))
    if let source = shape.source {
      wanted = max(
        wanted, SourceView.wantedWidth(self, report: report, height: source.body.height))
    }
    return Layout(
      size: size, focus: focus, expectationCount: report.expectationsPaneLines,
      sourceLines: sourceVisible ? sourceLines : 0, leftWanted: wanted)
  }

  /// The layout's heights, which do not depend on the panes' content:
  /// what scrolling and paging read, without measuring the rows in view.
  func shape(_ report: ReportIndex) -> Layout {
    Layout(
      size: size, focus: focus, expectationCount: report.expectationsPaneLines,
      sourceLines: sourceVisible ? sourceLines : 0)
  }

  /// The source pane's lines of code when the debugger opens: 7, the
  /// marked line with three on each side.
  package static let defaultSourceLines = 7
  /// The fewest and the most lines of code `-` and `+` leave.
  package static let sourceLineRange = 3...40

  /// The rows the timeline shows under the filter.
  func rows(_ report: ReportIndex) -> RowList { RowList(report, filter: filter) }
}

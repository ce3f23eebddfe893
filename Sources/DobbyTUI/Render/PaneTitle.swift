import DobbyCore

/// The title rows of the panes and the rule between the columns.
enum PaneTitle {
  static func draw(into frame: inout Frame, area: Layout.Area, _ context: DrawContext) {
    let rect = area.title
    let glyphs = context.glyphs
    frame.fill(
      row: rect.top, column: rect.left, width: rect.width, with: glyphs.horizontal, style: .muted)
    let focused = context.state.focus == area.pane
    var name = "\(area.pane.rawValue) \(area.pane.title)"
    if area.pane == .timeline, let filter = context.state.filter {
      name += ": " + filterName(filter, context)
    }
    let title = focused ? "[\(name)]" : " \(name) "
    let style = focused ? Style.accent.adding(.reverse) : Style.bold
    let used = frame.put(
      DisplayText.truncate(title, to: max(0, rect.width - 2)), row: rect.top,
      column: rect.left + 1, style: style)
    let info = self.info(area.pane, context)
    let infoWidth = DisplayText.width(info)
    if !info.isEmpty, used + infoWidth + 5 <= rect.width {
      frame.put(" " + info + " ", row: rect.top, column: rect.right - infoWidth - 3, style: .plain)
    }
  }

  /// `fst`, or `mismatches`.
  static func filterName(_ filter: RowFilter, _ context: DrawContext) -> String {
    filterName(filter, report: context.report)
  }

  static func filterName(_ filter: RowFilter, report: ReportIndex) -> String {
    switch filter {
    case .recorder(let lane): RowText.recorderName(lane, report: report)
    case .mismatches: "mismatches"
    }
  }

  /// The right side of a title: where the cursor is.
  static func info(_ pane: DebuggerState.Pane, _ context: DrawContext) -> String {
    let report = context.report
    switch pane {
    case .timeline:
      let visible = context.layout.area(of: .timeline).map {
        TimelineView.visibleLanes(body: $0.body, context)
      }
      return timelineInfo(context.state, report: report, glyphs: context.glyphs, visible: visible)
    case .expectations:
      return plural(report.report.expectations.count, "expectation")
    case .detail:
      return RowText.stepName(context.state.cursor, report: report)
    }
  }

  /// The right side of the timeline's title: the cursor's step, the
  /// legend of another test's mark while the timeline shows any, and the
  /// lanes in view when not all of them are.
  static func timelineInfo(
    _ state: DebuggerState, report: ReportIndex, glyphs: Glyphs, visible: Range<Int>?
  ) -> String {
    let step =
      state.cursor < report.stepCount ? "\(TimelineStep(index: state.cursor)) of" : "verify after"
    var info = "\(step) \(report.stepCount)"
    if let slot = report.foreign.slot(ofRow: state.cursor) {
      let anchor = report.foreign.anchors[slot]
      info =
        (anchor < 0 ? "before #1" : "after \(TimelineStep(index: anchor))")
        + " of \(report.stepCount)"
    }
    if !report.foreign.isEmpty {
      // The legend of the mark, while the timeline shows any.
      info += glyphs.separator + "\(glyphs.otherTest) another test's, not counted"
    }
    let lanes = report.report.recorders.count
    if let visible, visible.count < lanes {
      info +=
        glyphs.separator
        + "lanes \(Numbering.number(ofIndex: visible.lowerBound))-\(visible.upperBound) of \(lanes)"
    }
    return info
  }

  /// The columns the timeline's title asks for to show its name and its
  /// info whole with every lane in view, wherever the cursor is (the
  /// widest step it may name), so that moving the cursor leaves it be.
  static func timelineWantedWidth(_ state: DebuggerState, report: ReportIndex, glyphs: Glyphs)
    -> Int
  {
    var name = "[\(DebuggerState.Pane.timeline.rawValue) \(DebuggerState.Pane.timeline.title)]"
    if let filter = state.filter { name += ": " + filterName(filter, report: report) }
    let count = report.stepCount
    let last = TimelineStep(index: max(0, count - 1))
    var steps = ["\(last) of \(count)"]
    if report.verifyRow != nil { steps.append("verify after \(count)") }
    if !report.foreign.isEmpty { steps.append("after \(last) of \(count)") }
    var info = steps.map(DisplayText.width).max() ?? 0
    if !report.foreign.isEmpty {
      info += DisplayText.width(
        glyphs.separator + "\(glyphs.otherTest) another test's, not counted")
    }
    return 1 + DisplayText.width(name) + info + 5
  }

  static func drawSeparator(into frame: inout Frame, _ rect: Rect, _ context: DrawContext) {
    let glyphs = context.glyphs
    for row in rect.top..<rect.bottom {
      frame.fill(row: row, column: rect.left, width: 1, with: glyphs.vertical, style: .muted)
    }
    frame.fill(row: rect.top, column: rect.left, width: 1, with: glyphs.teeDown, style: .muted)
    if let source = context.layout.source, source.title.right == rect.left {
      frame.fill(
        row: source.title.top, column: rect.left, width: 1, with: glyphs.teeLeft, style: .muted)
    }
    if let detail = context.layout.area(of: .detail) {
      frame.fill(
        row: detail.title.top, column: rect.left, width: 1, with: glyphs.teeRight, style: .muted)
    }
  }
}

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
    switch filter {
    case .recorder(let lane): RowText.recorderName(lane, report: context.report)
    case .mismatches: "mismatches"
    }
  }

  /// The right side of a title: where the cursor is.
  static func info(_ pane: DebuggerState.Pane, _ context: DrawContext) -> String {
    let report = context.report
    switch pane {
    case .timeline:
      let state = context.state
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
        info += context.glyphs.separator + "\(context.glyphs.otherTest) another test's, not counted"
      }
      let lanes = report.report.recorders.count
      if let area = context.layout.area(of: .timeline) {
        let visible = TimelineView.visibleLanes(body: area.body, context)
        if visible.count < lanes {
          info +=
            context.glyphs.separator
            + "lanes \(Numbering.number(ofIndex: visible.lowerBound))-\(visible.upperBound) of \(lanes)"
        }
      }
      return info
    case .expectations:
      return plural(report.report.expectations.count, "expectation")
    case .detail:
      return RowText.stepName(context.state.cursor, report: report)
    }
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

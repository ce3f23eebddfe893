import DobbyCore

/// Draws the debugger's screen for `state` at `size` into a new frame.
///
/// Pure: the same state, report and size give the same frame. Only the
/// rows in view are visited, so the cost does not grow with the length of
/// the timeline.
///
/// - Parameters:
///   - state: The cursor, focus, filter, search and scroll positions.
///   - report: The indexed report.
///   - size: The terminal's size.
/// - Returns: The screen as a grid of cells.
/// - Complexity: O(size + visible rows + e) for e expectations.
package func render(_ state: DebuggerState, report: ReportIndex, size: Size) -> Frame {
  var frame = Frame(size: size)
  let glyphs = Glyphs.set(ascii: state.options.ascii)
  var view = state
  view.size = size
  guard view.shape(report).kind != .tooSmall else {
    drawTooSmall(into: &frame, ascii: state.options.ascii)
    return frame
  }
  if state.size != size { view.settle(report) }
  // Measured once the rows in view are settled: the timeline's content
  // sizes the columns.
  let layout = view.layout(report)
  let context = DrawContext(state: view, report: report, glyphs: glyphs, layout: layout)
  HeaderView.draw(into: &frame, context)
  for area in layout.areas {
    PaneTitle.draw(into: &frame, area: area, context)
    switch area.pane {
    case .timeline: TimelineView.draw(into: &frame, body: area.body, context)
    case .expectations: ExpectationsView.draw(into: &frame, body: area.body, context)
    case .detail: DetailView.draw(into: &frame, body: area.body, context)
    }
  }
  if let source = layout.source {
    SourceView.draw(into: &frame, area: source, context)
  }
  if let separator = layout.separator {
    PaneTitle.drawSeparator(into: &frame, separator, context)
  }
  if let status = layout.status {
    HintBar.drawStatus(into: &frame, row: status.top, context)
  }
  HintBar.draw(into: &frame, row: layout.hint.top, context)
  if view.helpVisible {
    HelpOverlay.draw(into: &frame, context)
  }
  if view.options.ascii { frame.mapCharacters(Glyphs.asciiStandIn) }
  return frame
}

/// The notice shown below 40×10: `terminal too small`, then the size and
/// what is needed.
func tooSmallNotice(_ size: Size, ascii: Bool) -> [String] {
  let times = ascii ? "x" : "×"
  let minimum = Layout.minimum
  return [
    "terminal too small",
    "\(size.columns)\(times)\(size.rows): needs \(minimum.columns)\(times)\(minimum.rows)",
  ]
}

/// The notice shown below 40×10, centred: the same on every screen.
func drawTooSmall(into frame: inout Frame, ascii: Bool) {
  let size = frame.size
  let lines = tooSmallNotice(size, ascii: ascii)
  let top = max(0, (size.rows - lines.count) / 2)
  for (offset, line) in lines.enumerated() {
    let text = DisplayText.truncate(line, to: size.columns)
    let left = max(0, (size.columns - DisplayText.width(text)) / 2)
    frame.put(text, row: top + offset, column: left, style: offset == 0 ? .bold : .plain)
  }
}

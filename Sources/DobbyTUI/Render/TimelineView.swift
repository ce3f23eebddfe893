import DobbyCore

/// The lane timeline: a lane header, then one line per row in view, each
/// with a cursor gutter, the step, and the value and verdict mark in its
/// recorder's lane; other lanes show a lifeline.
///
/// ```text
///    step   orders                      mailer
/// >  #1     Order(id: 1, …) ✓E1         │
///  * #2     │                           "receipt" ✗ E001
///    verify │                           ✗ E004 E3
/// ```
enum TimelineView {
  /// Column geometry for one frame.
  struct Columns {
    let gutter = 2
    let label: Int
    let laneStart: Int
    let laneWidth: Int
    let firstLane: Int
    let lanesShown: Int
    let laneCount: Int

    func left(ofLane lane: Int) -> Int { laneStart + (lane - firstLane) * (laneWidth + 1) }
    func shows(_ lane: Int) -> Bool { lane >= firstLane && lane < firstLane + lanesShown }
  }

  static func columns(body: Rect, _ context: DrawContext) -> Columns {
    let report = context.report
    let labelWidth = max(
      4, DisplayText.width("#\(report.stepCount)"), report.verifyRow == nil ? 0 : 6)
    let laneStart = body.left + 2 + labelWidth + 1
    let available = max(1, body.right - 1 - laneStart)
    let lanes = max(1, report.report.recorders.count)
    let natural = (available + 1) / lanes - 1
    let laneWidth = max(1, max(natural, min(8, available)))
    let shown = max(1, min(lanes, (available + 1) / (laneWidth + 1)))
    let cursorLane = lane(ofRow: context.state.cursor, context)
    let first = cursorLane < shown ? 0 : min(cursorLane - shown + 1, lanes - shown)
    return Columns(
      label: labelWidth, laneStart: laneStart, laneWidth: laneWidth, firstLane: first,
      lanesShown: shown, laneCount: lanes)
  }

  /// The lane a row is in: its recorder's, or for the verify row the lane
  /// of its first unfulfilled expectation.
  static func lane(ofRow row: Int, _ context: DrawContext) -> Int {
    let report = context.report
    if row < report.stepCount { return report.report.timeline[row].recorder }
    let marks = RowText.unfulfilledMarks(row: row, report: report, glyphs: context.glyphs)
    return marks.keys.min() ?? 0
  }

  static func draw(into frame: inout Frame, body: Rect, _ context: DrawContext) {
    guard body.height > 0 else { return }
    let report = context.report
    let state = context.state
    let columns = columns(body: body, context)

    // The lane header.
    frame.put("step", row: body.top, column: body.left + columns.gutter, style: .muted)
    for lane in columns.firstLane..<(columns.firstLane + columns.lanesShown)
    where lane < report.report.recorders.count {
      let name = RowText.recorderName(lane, report: report)
      frame.put(
        DisplayText.truncate(name, to: columns.laneWidth), row: body.top,
        column: columns.left(ofLane: lane), style: .bold)
    }

    let list = state.rows(report)
    guard !list.isEmpty else {
      frame.put("(no steps)", row: body.top + 1, column: body.left + 2, style: .muted)
      return
    }
    var line = body.top + 1
    var position = max(0, min(state.timelineTop, list.count - 1))
    while position < list.count, line < body.bottom {
      let row = list.row(at: position)
      drawRow(row, line: line, body: body, columns: columns, into: &frame, context)
      line += 1
      if state.expanded.contains(row), row < report.stepCount {
        line = drawTree(of: row, from: line, body: body, columns: columns, into: &frame, context)
      }
      position += 1
    }
  }

  private static func drawRow(
    _ row: Int, line: Int, body: Rect, columns: Columns, into frame: inout Frame,
    _ context: DrawContext
  ) {
    let report = context.report
    let state = context.state
    let glyphs = context.glyphs
    let isCursor = row == state.cursor
    let isMatch =
      state.search.map { search in
        let index = lowerBound(search.matches.count) { search.matches[$0] < row }
        return index < search.matches.count && search.matches[index] == row
      } ?? false

    if isCursor { frame.put(glyphs.cursor, row: line, column: body.left, style: .bold) }
    if isMatch { frame.put(glyphs.searchMatch, row: line, column: body.left + 1, style: .accent) }
    let label = row < report.stepCount ? "#\(row + 1)" : "verify"
    frame.put(label, row: line, column: body.left + columns.gutter, style: .plain)

    var cells: [Int: (value: String, mark: String, style: Style)] = [:]
    if row < report.stepCount {
      let entry = report.report.timeline[row]
      let (mark, style) = RowText.mark(entry.verdict, report: report, glyphs: glyphs)
      cells[entry.recorder] = (entry.summary, mark, style)
    }
    for (lane, mark) in RowText.unfulfilledMarks(row: row, report: report, glyphs: glyphs) {
      if let cell = cells[lane] {
        cells[lane] = (cell.value, cell.mark + " " + mark, .mismatch)
      } else {
        cells[lane] = ("", mark, .mismatch)
      }
    }
    for lane in columns.firstLane..<(columns.firstLane + columns.lanesShown) {
      let left = columns.left(ofLane: lane)
      guard let cell = cells[lane] else {
        frame.put(String(glyphs.vertical), row: line, column: left, style: .muted)
        continue
      }
      drawCell(cell, at: left, line: line, width: columns.laneWidth, into: &frame, context)
    }
    if isCursor {
      frame.restyle(row: line, column: body.left, width: body.width) { style in
        style.attributes.insert(.reverse)
        if style.role == .normal || style.role == .muted { style.role = .cursor }
        style.attributes.remove(.dim)
      }
    }
  }

  /// A lane cell: the value, cut first, then the mark, never cut unless
  /// it alone is too wide.
  private static func drawCell(
    _ cell: (value: String, mark: String, style: Style), at left: Int, line: Int, width: Int,
    into frame: inout Frame, _ context: DrawContext
  ) {
    let markWidth = DisplayText.width(cell.mark)
    guard !cell.value.isEmpty else {
      frame.put(
        DisplayText.truncate(cell.mark, to: width), row: line, column: left, style: cell.style)
      return
    }
    let room = max(1, width - markWidth - 1)
    let value = DisplayText.truncate(cell.value, to: room)
    let used = frame.put(value, row: line, column: left, width: width)
    if let query = context.state.search?.query {
      Highlight.underline(query, in: value, row: line, column: left, into: &frame)
    }
    frame.put(
      DisplayText.truncate(cell.mark, to: max(0, width - used - 1)), row: line,
      column: left + used + 1, style: cell.style)
  }

  /// The expanded value of `row`, under it; returns the next free line.
  private static func drawTree(
    of row: Int, from line: Int, body: Rect, columns: Columns, into frame: inout Frame,
    _ context: DrawContext
  ) -> Int {
    let lines = context.report.report.timeline[row].value.outline()
    let limit = context.state.expansionLimit(context.report)
    let left = body.left + columns.gutter + 2
    let width = body.right - left
    var current = line
    for (index, text) in lines.enumerated() where current < body.bottom {
      if index == limit - 1 && lines.count > limit {
        frame.put(
          DisplayText.truncate("…(\(lines.count - index) more lines: 3 shows all)", to: width),
          row: current, column: left, style: .muted)
        return current + 1
      }
      frame.put(DisplayText.truncate(text, to: width), row: current, column: left)
      current += 1
    }
    return current
  }
}

import DobbyCore

/// The lane timeline: a lane header, then one line per row in view, each
/// with a cursor gutter, the step, and the value and verdict mark in its
/// recorder's lane; other lanes show a lifeline. A value runs on over the
/// idle lanes to its right, so lanes need only be as wide as the values
/// that cannot.
///
/// ```text
///    step   orders                      mailer
/// >  #1     Order(id: 1, …) ✓E1         │
///  * #2     │                           "receipt" ✗ DOBBY-E001
///    verify │                           ✗ DOBBY-E004 E3
/// ```
enum TimelineView {
  /// Column geometry for one frame: each lane as wide as its name and the
  /// cells in view ask (see ``wantedWidths(lanes:names:cells:)``), shrunk
  /// fairly when they do not all fit.
  struct Columns {
    let gutter = 2
    let label: Int
    let firstLane: Int
    /// The left column of each lane shown, from `firstLane`.
    let lefts: [Int]
    /// The width of each lane shown, from `firstLane`.
    let widths: [Int]

    var lanesShown: Int { widths.count }
    func left(ofLane lane: Int) -> Int { lefts[lane - firstLane] }
    func width(ofLane lane: Int) -> Int { widths[lane - firstLane] }
    func shows(_ lane: Int) -> Bool { lane >= firstLane && lane < firstLane + lanesShown }
  }

  /// A lane's cell on one row: the value (empty on the verify row), its
  /// mark, and a shorter mark for when the value would not show (or, on
  /// the verify row, the mark would not fit).
  struct Cell {
    var value: String
    var mark: String
    var shortMark: String
    var style: Style
    /// What a cut of the value keeps: the field that differs.
    var focus: String? = nil

    var width: Int {
      value.isEmpty
        ? DisplayText.width(mark) : DisplayText.width(value) + 1 + DisplayText.width(mark)
    }
  }

  /// The step label of a row another test recorded: it has no step number.
  static let foreignLabel = "other"

  /// The code beside the mark of a row another test recorded: the
  /// warning's.
  static let foreignCode = DiagnosticCode.otherTest.description

  /// The narrowest a lane gets before lanes scroll sideways.
  static let minimumLaneWidth = 8

  /// The width of the step label column.
  static func labelWidth(_ report: ReportIndex) -> Int {
    max(
      4, DisplayText.width("#\(report.stepCount)"), report.verifyRow == nil ? 0 : 6,
      report.foreign.isEmpty ? 0 : DisplayText.width(foreignLabel))
  }

  /// Where the lanes start, and the columns they share.
  private static func laneSpace(body: Rect, labelWidth: Int) -> (start: Int, width: Int) {
    let start = body.left + 2 + labelWidth + 1
    return (start, max(1, body.right - 1 - start))
  }

  /// The lanes in view: as many as fit at ``minimumLaneWidth``, scrolled
  /// sideways so that the cursor's lane is one of them.
  static func visibleLanes(body: Rect, _ context: DrawContext) -> Range<Int> {
    let available = laneSpace(body: body, labelWidth: labelWidth(context.report)).width
    let lanes = max(1, context.report.report.recorders.count)
    let fitting = max(1, (available + 1) / (min(minimumLaneWidth, available) + 1))
    let shown = min(lanes, fitting)
    let cursorLane = lane(ofRow: context.state.cursor, context)
    let first = cursorLane < shown ? 0 : min(cursorLane - shown + 1, lanes - shown)
    return first..<(first + shown)
  }

  static func columns(body: Rect, _ context: DrawContext, cells: [Int: [Int: Cell]] = [:])
    -> Columns
  {
    let report = context.report
    let labelWidth = labelWidth(report)
    let (laneStart, available) = laneSpace(body: body, labelWidth: labelWidth)
    let visible = visibleLanes(body: body, context)
    let (first, shown) = (visible.lowerBound, visible.count)
    let names = (first..<(first + shown)).map {
      DisplayText.width(RowText.recorderName($0, report: report))
    }
    let wanted = wantedWidths(lanes: first..<(first + shown), names: names, cells: cells)
    let widths = share(available - (shown - 1), wanted: wanted)
    var lefts: [Int] = []
    var left = laneStart
    for width in widths {
      lefts.append(left)
      left += width + 1
    }
    return Columns(label: labelWidth, firstLane: first, lefts: lefts, widths: widths)
  }

  /// The width each lane in `lanes` asks for: its name's, and its cells'.
  ///
  /// A cell spills over the lanes to its right that are idle on its row,
  /// so it asks its own lane only for what those lanes' own wishes leave
  /// uncovered; a cell whose right neighbour is busy on the row asks for
  /// its whole width. Worked out from the rightmost lane leftwards.
  static func wantedWidths(lanes: Range<Int>, names: [Int], cells: [Int: [Int: Cell]]) -> [Int] {
    var wanted = names.map { max(1, $0) }
    for lane in lanes.reversed() {
      let position = lane - lanes.lowerBound
      for row in cells.values {
        guard let cell = row[lane] else { continue }
        let spill = spillLanes(after: lane, in: lanes, row: row)
        let cover = spill == 0 ? 0 : rightOf(position + 1, count: spill, wanted)
        wanted[position] = max(wanted[position], cell.width - cover)
      }
    }
    return wanted
  }

  /// How many lanes right after `lane`, within `lanes`, are idle on `row`.
  static func spillLanes(after lane: Int, in lanes: Range<Int>, row: [Int: Cell]) -> Int {
    var next = lane + 1
    while next < lanes.upperBound, row[next] == nil { next += 1 }
    return next - lane - 1
  }

  /// The columns that `count` lanes from `position` take, each with the
  /// gap before it.
  private static func rightOf(_ position: Int, count: Int, _ widths: [Int]) -> Int {
    widths[position..<(position + count)].reduce(0) { $0 + $1 + 1 }
  }

  /// `total` columns shared among lanes wanting `wanted`: each gets what
  /// it wants or an equal share of what the narrower ones left, whichever
  /// is less (so no lane is cut while another has room to spare).
  static func share(_ total: Int, wanted: [Int]) -> [Int] {
    var widths = [Int](repeating: 0, count: wanted.count)
    var left = max(wanted.count, total)
    var open = wanted.indices.sorted { wanted[$0] < wanted[$1] }
    while let lane = open.first {
      let fair = left / open.count
      if wanted[lane] <= fair {
        widths[lane] = wanted[lane]
        left -= wanted[lane]
        open.removeFirst()
      } else {
        for (position, lane) in open.enumerated() {
          widths[lane] = fair + (position < left % open.count ? 1 : 0)
        }
        break
      }
    }
    return widths
  }

  /// The lane a row is in: its recorder's, or for the verify row the lane
  /// of its first unfulfilled expectation.
  static func lane(ofRow row: Int, _ context: DrawContext) -> Int {
    let report = context.report
    if row < report.stepCount { return report.report.timeline[row].recorder }
    if let slot = report.foreign.slot(ofRow: row) { return report.foreign.lanes[slot] }
    let marks = RowText.unfulfilledMarks(row: row, report: report, glyphs: context.glyphs)
    return marks.keys.min() ?? 0
  }

  static func draw(into frame: inout Frame, body: Rect, _ context: DrawContext) {
    guard body.height > 0 else { return }
    let report = context.report
    let state = context.state
    let list = state.rows(report)
    // The rows in view, with their cells, which size the lanes.
    let inView = rowsInView(state, report: report, height: body.height)
    let cells = self.cells(ofRows: inView, report: report, glyphs: context.glyphs)
    let columns = columns(body: body, context, cells: cells)

    // The lane header.
    frame.put("step", row: body.top, column: body.left + columns.gutter, style: .muted)
    for lane in columns.firstLane..<(columns.firstLane + columns.lanesShown)
    where lane < report.report.recorders.count {
      let name = RowText.recorderName(lane, report: report)
      frame.put(
        DisplayText.truncate(name, to: columns.width(ofLane: lane)), row: body.top,
        column: columns.left(ofLane: lane), style: .bold)
    }
    // Lanes out of view either side are marked beside the lane header.
    if columns.firstLane > 0, let left = columns.lefts.first {
      frame.put(context.glyphs.moreLeft, row: body.top, column: left - 1, style: .accent)
    }
    if columns.firstLane + columns.lanesShown < report.report.recorders.count {
      frame.put(context.glyphs.moreRight, row: body.top, column: body.right - 1, style: .accent)
    }

    guard !list.isEmpty else {
      frame.put("(no steps)", row: body.top + 1, column: body.left + 2, style: .muted)
      return
    }
    var line = body.top + 1
    for row in inView where line < body.bottom {
      drawRow(
        row, cells: cells[row] ?? [:], line: line, body: body, columns: columns, into: &frame,
        context)
      line += 1
      if state.expanded.contains(row), row < report.stepCount {
        line = drawTree(of: row, from: line, body: body, columns: columns, into: &frame, context)
      }
    }
  }

  /// The rows a body of `height` lines shows from the state's top (at
  /// most one per line, under the lane header).
  static func rowsInView(_ state: DebuggerState, report: ReportIndex, height: Int) -> [Int] {
    let list = state.rows(report)
    var inView: [Int] = []
    var position = max(0, min(state.timelineTop, list.count - 1))
    while position < list.count, inView.count < height - 1 {
      inView.append(list.row(at: position))
      position += 1
    }
    return inView
  }

  /// The cells of `rows`, by row and lane.
  static func cells(ofRows rows: [Int], report: ReportIndex, glyphs: Glyphs) -> [Int: [Int: Cell]] {
    var cells: [Int: [Int: Cell]] = [:]
    for row in rows { cells[row] = self.cells(ofRow: row, report: report, glyphs: glyphs) }
    return cells
  }

  /// The columns the timeline asks for to show `rows` whole: the gutter,
  /// the step label, every lane as wide as its name and the cells ask
  /// (see ``wantedWidths(lanes:names:cells:)``), the gaps, and the
  /// margin at the right edge.
  ///
  /// - Complexity: O(rows × lanes).
  static func wantedWidth(rows: [Int], report: ReportIndex, glyphs: Glyphs) -> Int {
    let lanes = 0..<max(1, report.report.recorders.count)
    let names = lanes.map { DisplayText.width(RowText.recorderName($0, report: report)) }
    let cells = cells(ofRows: rows, report: report, glyphs: glyphs)
    let widths = wantedWidths(lanes: lanes, names: names, cells: cells)
    return 2 + labelWidth(report) + 1 + widths.reduce(0, +) + (widths.count - 1) + 1
  }

  /// The cells of `row`, by lane.
  static func cells(ofRow row: Int, report: ReportIndex, glyphs: Glyphs) -> [Int: Cell] {
    var cells: [Int: Cell] = [:]
    if row < report.stepCount {
      let entry = report.report.timeline[row]
      let (mark, style) = RowText.mark(entry.verdict, in: report.report, glyphs: glyphs)
      let short = entry.verdict == .ignored ? mark : String(mark.prefix(1))
      cells[entry.recorder] = Cell(
        value: report.summary(ofStep: row), mark: mark, shortMark: short, style: style,
        focus: RowText.focus(ofStep: row, report: report))
    } else if let slot = report.foreign.slot(ofRow: row) {
      let item = report.report.foreignInteractions[slot]
      cells[report.foreign.lanes[slot]] = Cell(
        value: DisplayText.escape(item.value), mark: glyphs.otherTest + " " + foreignCode,
        shortMark: glyphs.otherTest, style: .muted)
      return cells
    }
    let codeless = RowText.unfulfilledMarks(row: row, report: report, glyphs: glyphs, codes: false)
    for (lane, mark) in RowText.unfulfilledMarks(row: row, report: report, glyphs: glyphs) {
      if let cell = cells[lane] {
        cells[lane] = Cell(
          value: cell.value, mark: cell.mark + " " + mark, shortMark: glyphs.failed,
          style: .mismatch, focus: cell.focus)
      } else {
        cells[lane] = Cell(
          value: "", mark: mark, shortMark: codeless[lane] ?? glyphs.failed, style: .mismatch)
      }
    }
    return cells
  }

  private static func drawRow(
    _ row: Int, cells: [Int: Cell], line: Int, body: Rect, columns: Columns,
    into frame: inout Frame, _ context: DrawContext
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
    let isForeign = report.foreign.slot(ofRow: row) != nil
    let label =
      row < report.stepCount
      ? TimelineStep(index: row).description : isForeign ? foreignLabel : "verify"
    frame.put(
      label, row: line, column: body.left + columns.gutter, style: isForeign ? .muted : .plain)

    // A cell spills over the idle lanes to its right; their lifelines
    // show where it leaves them room.
    let lanes = columns.firstLane..<(columns.firstLane + columns.lanesShown)
    var covered = 0  // the first column after the last cell drawn, and its gap
    for lane in lanes {
      let left = columns.left(ofLane: lane)
      guard let cell = cells[lane] else {
        if left > covered {
          frame.put(String(glyphs.vertical), row: line, column: left, style: .muted)
        }
        continue
      }
      let spill = spillLanes(after: lane, in: lanes, row: cells)
      let room =
        spill == 0
        ? columns.width(ofLane: lane)
        : columns.left(ofLane: lane + spill) + columns.width(ofLane: lane + spill) - left
      let used = drawCell(cell, at: left, line: line, width: room, into: &frame, context)
      covered = left + used + 1
    }
    if isCursor {
      frame.restyle(row: line, column: body.left, width: body.width) { style in
        style.attributes.insert(.reverse)
        if style.role == .normal || style.role == .muted { style.role = .cursor }
        style.attributes.remove(.dim)
      }
    }
  }

  /// A lane cell: the value, cut in the middle (around the field that
  /// differs, when it has one), then the mark. When the
  /// mark would leave the value too little room, the short mark stands in
  /// (the detail pane gives the rest).
  ///
  /// - Returns: The columns the cell took.
  private static func drawCell(
    _ cell: Cell, at left: Int, line: Int, width: Int, into frame: inout Frame,
    _ context: DrawContext
  ) -> Int {
    guard !cell.value.isEmpty else {
      let whole = DisplayText.width(cell.mark) <= width ? cell.mark : cell.shortMark
      let mark = DisplayText.truncate(whole, to: width)
      frame.put(mark, row: line, column: left, style: cell.style)
      return DisplayText.width(mark)
    }
    let valueWidth = DisplayText.width(cell.value)
    var mark = cell.mark
    if width - DisplayText.width(mark) - 1 < min(valueWidth, 8) { mark = cell.shortMark }
    let room = max(1, width - DisplayText.width(mark) - 1)
    let value = DisplayText.fit(cell.value, to: room, keeping: cell.focus)
    let used = frame.put(value, row: line, column: left, width: width)
    if let query = context.state.search?.query {
      Highlight.underline(query, in: value, row: line, column: left, into: &frame)
    }
    let shownMark = DisplayText.truncate(mark, to: max(0, width - used - 1))
    frame.put(shownMark, row: line, column: left + used + 1, style: cell.style)
    return used + 1 + DisplayText.width(shownMark)
  }

  /// The expanded value of `row`, under it; returns the next free line.
  private static func drawTree(
    of row: Int, from line: Int, body: Rect, columns: Columns, into frame: inout Frame,
    _ context: DrawContext
  ) -> Int {
    // Only the lines shown are made: a huge value costs what fits.
    let count = context.report.outlineLines(ofStep: row)
    let limit = context.state.expansionLimit(context.report)
    let lines = context.report.report.timeline[row].value.outline(
      lines: 0..<min(count, limit, max(0, body.bottom - line)))
    let left = body.left + columns.gutter + 2
    let width = body.right - left
    var current = line
    for (index, text) in lines.enumerated() where current < body.bottom {
      if index == limit - 1 && count > limit {
        frame.put(
          DisplayText.truncate("…(\(count - index) more lines: 3 shows all)", to: width),
          row: current, column: left, style: .muted)
        return current + 1
      }
      frame.put(DisplayText.truncate(text, to: width), row: current, column: left)
      current += 1
    }
    return current
  }
}

import DobbyCore

/// The header: the test, its outcome, the counts per mismatch kind, the
/// position among the mismatches, and the search.
enum HeaderView {
  static func draw(into frame: inout Frame, _ context: DrawContext) {
    let report = context.report.report
    let header = context.layout.header
    let width = header.width
    let glyphs = context.glyphs
    let outcome =
      report.passed
      ? (glyphs.matched + " passed", Style.matched.adding(.bold))
      : (glyphs.failed + " FAILED", Style.mismatch)
    let position = mismatchPosition(context)

    if context.layout.kind == .narrow {
      var line = LineWriter(row: header.top, column: 0, limit: width)
      line.write(outcome.0, outcome.1, into: &frame)
      line.write("  \(position)  ", .bold, into: &frame)
      line.write(DisplayText.escape(report.title), into: &frame)
      return
    }

    let rightWidth = DisplayText.width(position)
    var line = LineWriter(row: header.top, column: 0, limit: width - rightWidth - 2)
    let title = DisplayText.escape(report.title)
    line.write(DisplayText.truncate(title, to: max(10, line.room / 3)), .bold, into: &frame)
    line.write("  ", into: &frame)
    line.write(outcome.0, outcome.1, into: &frame)
    line.write("  \(report.mode)", into: &frame)
    if !report.isComplete { line.write(" (recording incomplete)", .mismatch, into: &frame) }
    let counts = [
      plural(report.timeline.count, "interaction"), plural(report.recorders.count, "recorder"),
      plural(report.expectations.count, "expectation"),
    ]
    line.write(glyphs.separator + counts.joined(separator: glyphs.separator), into: &frame)
    frame.put(position, row: header.top, column: width - rightWidth, style: .bold)

    // The second line: counts per kind, and the search.
    let kinds = Mismatch.Kind.allCases.filter {
      context.layout.kind == .full || context.report.count(of: $0) > 0
    }
    let kindCounts = kinds.map {
      "\(RowText.shortCode($0)) \($0.title) \(context.report.count(of: $0))"
    }.joined(separator: glyphs.separator)
    let search = searchStatus(context)
    let searchWidth = DisplayText.width(search)
    frame.put(
      DisplayText.truncate(kindCounts, to: width - searchWidth - 2), row: header.top + 1, column: 0,
      style: .plain)
    frame.put(search, row: header.top + 1, column: width - searchWidth, style: .accent)
  }

  /// `mismatch 1/2`; `mismatch -/2` off a mismatch; `no mismatches`.
  static func mismatchPosition(_ context: DrawContext) -> String {
    let total = context.report.report.mismatches.count
    guard total > 0 else { return "no mismatches" }
    guard let selected = context.state.selectedMismatch else { return "mismatch -/\(total)" }
    return "mismatch \(context.report.rank(ofMismatch: selected) + 1)/\(total)"
  }

  /// `/query 2/5`, or nothing.
  static func searchStatus(_ context: DrawContext) -> String {
    guard let search = context.state.search else { return "" }
    let matches = search.matches
    let query = DisplayText.truncate(DisplayText.escape(search.query), to: 24)
    guard !matches.isEmpty else { return "/\(query) no match" }
    let index = lowerBound(matches.count) { matches[$0] < context.state.cursor }
    if index < matches.count, matches[index] == context.state.cursor {
      return "/\(query) \(index + 1)/\(matches.count)"
    }
    return "/\(query) -/\(matches.count)"
  }
}

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
      let step = state.cursor < report.stepCount ? "#\(state.cursor + 1) of" : "verify after"
      return "\(step) \(report.stepCount)"
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
    if let detail = context.layout.area(of: .detail) {
      frame.fill(
        row: detail.title.top, column: rect.left, width: 1, with: glyphs.teeRight, style: .muted)
    }
  }
}

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
    if let note = report.incompleteNote { line.write(" (\(note))", .mismatch, into: &frame) }
    if let timeout = report.timedOut {
      line.write(" \(timeout.summary)", .mismatch, into: &frame)
    }
    let counts = [
      plural(report.timeline.count, "interaction"), plural(report.recorders.count, "recorder"),
      plural(report.expectations.count, "expectation"),
    ]
    line.write(glyphs.separator + counts.joined(separator: glyphs.separator), into: &frame)
    frame.put(position, row: header.top, column: width - rightWidth, style: .bold)

    // The second line: counts per kind, and the search.
    let search = searchStatus(context)
    let searchWidth = DisplayText.width(search)
    frame.put(
      kindCounts(context, width: width - searchWidth - 2), row: header.top + 1, column: 0,
      style: .plain)
    frame.put(search, row: header.top + 1, column: width - searchWidth, style: .accent)
  }

  /// The count of each kind of mismatch the report has, in the order of
  /// the codes: `DOBBY-E002 out of order 1 · DOBBY-E004 unfulfilled 2`;
  /// without the kinds' words where that does not fit in `width`
  /// (`DOBBY-E002 1 · DOBBY-E004 2`), and cut only where that does not
  /// fit either. Empty when the report has no mismatch.
  static func kindCounts(_ context: DrawContext, width: Int) -> String {
    let kinds = Mismatch.Kind.allCases.filter { context.report.count(of: $0) > 0 }
    let separator = context.glyphs.separator
    let worded = kinds.map { "\($0.code) \($0.title) \(context.report.count(of: $0))" }
      .joined(separator: separator)
    guard DisplayText.width(worded) > width else { return worded }
    let bare = kinds.map { "\($0.code) \(context.report.count(of: $0))" }
      .joined(separator: separator)
    return DisplayText.truncate(bare, to: width)
  }

  /// `mismatch 1/2`; `mismatch -/2` off a mismatch; `no mismatches`.
  static func mismatchPosition(_ context: DrawContext) -> String {
    let total = context.report.report.mismatches.count
    guard total > 0 else { return "no mismatches" }
    guard let selected = context.state.selectedMismatch else { return "mismatch -/\(total)" }
    let rank = context.report.rank(ofMismatch: selected)
    return "mismatch \(Numbering.number(ofIndex: rank))/\(total)"
  }

  /// `/query 2/5`, or nothing.
  static func searchStatus(_ context: DrawContext) -> String {
    guard let search = context.state.search else { return "" }
    let matches = search.matches
    let query = DisplayText.truncate(DisplayText.escape(search.query), to: 24)
    guard !matches.isEmpty else { return "/\(query) no match" }
    let index = lowerBound(matches.count) { matches[$0] < context.state.cursor }
    if index < matches.count, matches[index] == context.state.cursor {
      return "/\(query) \(Numbering.number(ofIndex: index))/\(matches.count)"
    }
    return "/\(query) -/\(matches.count)"
  }
}

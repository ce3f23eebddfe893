import DobbyCore

/// The detail of the cursor's row: the interaction and its call site, the
/// selected mismatch, and a field table (field, expected, actual, ✓/✗)
/// for its nearest miss.
///
/// ```text
/// #2 mailer  ✗ DOBBY-E001 unexpected
/// value    "recipt"
/// at       Tests/ThingTests.swift:41
/// mismatch matched no pending expectation
/// nearest  E2 mailer == "receipt"   Tests/ThingTests.swift:31
///   field  expected   actual
///   value  "receipt"  "recipt"  ✗
/// ```
enum DetailView {
  /// A piece of a line in one style.
  struct Span {
    var text: String
    var style: Style
  }

  typealias Line = [Span]

  static func draw(into frame: inout Frame, body: Rect, _ context: DrawContext) {
    // Counted first, then made for the lines in view only.
    let count = lines(
      context.state, report: context.report, width: body.width, height: body.height, window: 0..<0
    ).count
    let top = max(0, min(context.state.detailTop, count - body.height))
    let lines = lines(
      context.state, report: context.report, width: body.width, height: body.height,
      window: top..<(top + body.height))
    // When the rest does not fit, the last line says how much is below,
    // on a line of its own, so that it covers no mark.
    let overflows = top + body.height < lines.count && body.height > 1
    let shown = overflows ? body.height - 1 : body.height
    for (offset, line) in lines.dropFirst(top).prefix(shown).enumerated() {
      var writer = LineWriter(row: body.top + offset, column: body.left + 1, limit: body.right)
      for span in line { writer.write(span.text, span.style, into: &frame) }
    }
    if overflows {
      drawMore(lines.count - top - shown, into: &frame, body: body, glyphs: context.glyphs)
    }
  }

  /// ` ↓ 3 more ` at the right of `body`'s last row: how many lines of a
  /// pane's content are below what it shows.
  static func drawMore(_ hidden: Int, into frame: inout Frame, body: Rect, glyphs: Glyphs) {
    let more = " \(glyphs.moreBelow) \(hidden) more "
    frame.put(
      more, row: body.bottom - 1, column: body.right - DisplayText.width(more), style: .accent)
  }

  /// The pane's content at `width`, whole (the pane shows a window of it).
  /// The mismatch's message and reason wrap when everything then fits in
  /// `height` rows; else they keep one line each, cut at the pane's edge,
  /// so that wrapping never pushes the field table out of view.
  ///
  /// With a `window`, the lines of an expanded value outside it are left
  /// empty (a huge value costs only the lines drawn); the count is the
  /// same.
  static func lines(
    _ state: DebuggerState, report: ReportIndex, width: Int, height: Int = .max,
    window: Range<Int>? = nil
  ) -> [Line] {
    var builder = Builder(
      state: state, report: report, glyphs: Glyphs.set(ascii: state.options.ascii),
      width: max(1, width - 1), window: window)
    builder.build()
    var lines = builder.lines
    guard lines.count > height else { return lines }
    for group in builder.wrappedGroups.reversed() {
      lines.replaceSubrange(group.start..<group.start + group.count, with: [group.whole])
    }
    return lines
  }

  private struct Builder {
    let state: DebuggerState
    let report: ReportIndex
    let glyphs: Glyphs
    let width: Int
    /// The lines of an expanded value to make; `nil` for all.
    let window: Range<Int>?
    var lines: [Line] = []
    /// The messages and reasons that took several lines: where they start
    /// in ``lines``, how many lines, and the one line each is otherwise.
    var wrappedGroups: [(start: Int, count: Int, whole: Line)] = []

    static let labelWidth = 9

    private var basePath: String? { state.options.basePath }

    mutating func build() {
      let row = state.cursor
      if let slot = report.foreign.slot(ofRow: row) {
        foreign(slot)
        return
      }
      guard row < report.rowCount else { return }
      let atRow = report.mismatches(atRow: row)
      if row < report.stepCount {
        interaction(row)
      } else {
        lines.append([
          Span(text: "verify", style: .bold),
          Span(text: "  \(glyphs.failed) \(atTheEnd(atRow)) at the end", style: .mismatch),
        ])
      }
      guard let selected = state.selectedMismatch, atRow.contains(selected) else {
        if row < report.stepCount { matched(row) }
        return
      }
      mismatch(selected, of: atRow)
    }

    /// `2 expectations unfulfilled`, `1 reaction unused`, or both:
    /// `2 unfulfilled, 1 unused`.
    private func atTheEnd(_ atRow: [Int]) -> String {
      let unused = atRow.count { report.report.mismatches[$0].kind == .unused }
      let unfulfilled = atRow.count - unused
      switch (unfulfilled, unused) {
      case (_, 0): return plural(unfulfilled, "expectation") + " unfulfilled"
      case (0, _): return plural(unused, "reaction") + " unused"
      default: return "\(unfulfilled) unfulfilled, \(unused) unused"
      }
    }

    private mutating func interaction(_ row: Int) {
      let entry = report.report.timeline[row]
      let (mark, style) = RowText.mark(entry.verdict, in: report.report, glyphs: glyphs)
      var verdict = mark
      switch entry.verdict {
      // The number in full: the timeline's badge may show only the glyph.
      case .matched(let id): verdict = glyphs.matched + " matched \(id)"
      case .ignored: verdict = glyphs.ignored + " ignored"
      case .mismatch(let index) where report.report.mismatches.indices.contains(index):
        let kind = report.report.mismatches[index].kind
        verdict = glyphs.failed + " " + kind.code + " " + kind.title
      case .mismatch: break
      }
      lines.append([
        Span(text: RowText.stepName(row, report: report), style: .bold),
        Span(text: "  " + verdict, style: style),
      ])
      if state.expanded.contains(row) {
        lines.append(labelled("value", ""))
        let start = lines.count
        let whole = start..<(start + report.outlineLines(ofStep: row))
        let made = window?.clamped(to: whole) ?? whole
        let texts = entry.value.outline(
          lines: (made.lowerBound - start)..<(made.upperBound - start))
        for index in whole {
          lines.append(
            made.contains(index)
              ? [Span(text: "  " + texts[index - made.lowerBound], style: .plain)] : [])
        }
      } else {
        // Cut around the field that differs, where the pane is too narrow.
        let room = width - Self.labelWidth - 1
        lines.append(
          labelled(
            "value", DisplayText.fit(report.summary(ofStep: row), to: room, keeping: focus)))
      }
      lines.append(labelled(place: "at", RowText.place(entry.callSite, basePath: basePath)))
      if let caller = entry.caller {
        // Two lines, so that a narrow pane cuts neither the function nor
        // the file and line.
        lines.append(labelled("called", DisplayText.escape(caller.function)))
        if let site = caller.callSite {
          lines.append(labelled(place: "from", RowText.place(site, basePath: basePath)))
        }
      }
      // A mismatch's own row says what it is; another row may still be
      // the nearest miss of an expectation it did not meet.
      if case .mismatch = entry.verdict { return }
      for index in report.mismatches(nearestMissAt: row) {
        let mismatch = report.report.mismatches[index]
        guard let id = mismatch.expectation else { continue }
        lines.append(labelled("miss", "nearest miss of \(id) · \(mismatch.kind.title)"))
        if let expectation = report.report.expectation(id) {
          append("expected", describing: expectation, keeping: mismatch.focus)
        }
        let differences = mismatch.nearestMiss?.differences ?? []
        if report.report.earlyStep(of: mismatch) == TimelineStep(index: row) {
          lines.append(labelled("early", "matched \(id) before its turn"))
        } else if !differences.isEmpty {
          let key = DrawMemo.FieldRowsKey(mismatch: index, step: row, onNearestMiss: true)
          table(
            report.memo.fieldRows(key) {
              FieldTable.rows(
                differences, actual: entry.value,
                matcher: report.report.expectation(id)?.matcher)
            })
        }
      }
    }

    /// An interaction another test recorded: who, that it was not
    /// counted, and where the timeline shows it.
    private mutating func foreign(_ slot: Int) {
      let item = report.report.foreignInteractions[slot]
      lines.append([
        Span(text: RowText.stepName(report.foreign.base + slot, report: report), style: .bold),
        Span(
          text: "  \(glyphs.otherTest) \(TimelineView.foreignCode) another test's", style: .muted),
      ])
      lines.append(labelled("value", DisplayText.escape(item.value)))
      appendWrapped(
        "test",
        "recorded by test \"\(DisplayText.escape(item.test))\", running at the same time: not"
          + " counted in the verdict")
      lines.append(labelled(place: "at", RowText.place(item.callSite, basePath: basePath)))
      let anchor = report.foreign.anchors[slot]
      let place =
        anchor < 0
        ? "before #1" : "after \(TimelineStep(index: anchor))"
      appendWrapped(
        "shown",
        "\(place), by its place in its recorder (\(RowText.position(item.index)) there); the recording"
          + " keeps no tick for it")
    }

    private mutating func matched(_ row: Int) {
      guard case .matched(let id) = report.report.timeline[row].verdict,
        let expectation = report.report.expectation(id)
      else { return }
      append("matched", describing: expectation)
    }

    private mutating func mismatch(_ index: Int, of atRow: [Int]) {
      let mismatch = report.report.mismatches[index]
      let expectation = mismatch.expectation.flatMap(report.report.expectation)
      let ownVerdict =
        state.cursor < report.stepCount
        && report.report.timeline[state.cursor].verdict == .mismatch(index)
      if !ownVerdict || atRow.count > 1 {
        let position = atRow.firstIndex(of: index) ?? 0
        let count =
          atRow.count > 1 ? " (\(Numbering.number(ofIndex: position)) of \(atRow.count))" : ""
        lines.append([
          Span(text: DisplayText.pad("mismatch", to: Self.labelWidth), style: .bold),
          Span(
            text: "\(glyphs.failed) \(mismatch.code) \(mismatch.kind.title)\(count)",
            style: .mismatch),
        ])
      }
      appendWrapped("why", message(mismatch, expectation))
      if let reason = report.report.reason(of: mismatch) {
        appendWrapped("because", DisplayText.escape(reason))
      }
      if let due = mismatch.due.flatMap(report.report.expectation) {
        append("due", describing: due)
      }
      if let predecessor = mismatch.predecessor.flatMap(report.report.expectation) {
        append("after", describing: predecessor)
      }
      if let reaction = mismatch.reaction {
        lines.append(labelled(place: "set up", place(reaction.callSite)))
        if let shadow = reaction.shadowedBy, let newer = reaction.shadowingReaction,
          let call = reaction.shadowedCall
        {
          append("newer", newer, at: shadow.callSite)
          lines.append(labelled("call", call))
        }
      }
      if let expectation {
        switch mismatch.kind {
        case .unfulfilled: lines.append(labelled(place: "set up", place(expectation.callSite)))
        case .rejected: append("rule", describing: expectation)
        default: append("matched", describing: expectation)
        }
      }
      guard let miss = mismatch.nearestMiss else { return }
      var actual: ValueTree?
      var actualStep = -1
      var matcher = expectation?.matcher
      if let id = miss.expectation, let nearest = report.report.expectation(id) {
        matcher = nearest.matcher
        append("nearest", describing: nearest, keeping: focus)
        if let step = mismatch.step, (0..<report.stepCount).contains(step.index) {
          actual = report.report.timeline[step.index].value
          actualStep = step.index
        }
      } else if let step = miss.step, (0..<report.stepCount).contains(step.index) {
        let entry = report.report.timeline[step.index]
        append(
          "nearest",
          "\(step) \(RowText.recorderName(entry.recorder, report: report))"
            + "(\(report.summary(ofStep: step.index)))", at: entry.callSite, keeping: focus)
        actual = entry.value
        actualStep = step.index
      }
      let key = DrawMemo.FieldRowsKey(mismatch: index, step: actualStep, onNearestMiss: false)
      table(
        report.memo.fieldRows(key) {
          FieldTable.rows(miss.differences, actual: actual, matcher: matcher)
        })
    }

    private func message(_ mismatch: Mismatch, _ expectation: ExpectationRecord?) -> String {
      let rule = expectation.map { RowText.describe($0, report: report) } ?? "?"
      switch mismatch.kind {
      case .unexpected:
        return "matched no pending expectation"
      case .outOfOrder:
        if let edge = report.report.brokenEdge(of: mismatch) {
          let later =
            mismatch.predecessorStep.flatMap {
              (0..<report.stepCount).contains($0.index) ? $0.description : nil
            } ?? "?"
          return "\(edge): came before \(later)"
        }
        let due = mismatch.due.flatMap(report.report.expectation)
        return "came before " + (due.map { RowText.describe($0, report: report) } ?? "?")
      case .rejected:
        return "matched rejection \(rule)"
      case .exceeded:
        return "is one more than \(expectation?.label ?? "?") allows ("
          + (expectation.map { "\($0.cardinality)" } ?? "?") + ")"
      case .unfulfilled:
        guard let expectation else { return "?" }
        let shown = RowText.describe(expectation, report: report)
        return "\(shown) expected \(expectation.cardinality), matched "
          + plural(expectation.matchCount, "time")
      case .unused:
        guard let reaction = mismatch.reaction else { return "?" }
        return reaction.neverInvoked
      }
    }

    /// The text to keep whole when a line about the cursor's row is cut:
    /// the name of the first field that differs in the selected mismatch's
    /// nearest miss (`method:`, `"Accept"`); `nil` when there is none.
    private var focus: String? {
      let row = state.cursor
      if let selected = state.selectedMismatch, report.mismatches(atRow: row).contains(selected) {
        return report.report.mismatches[selected].focus
      }
      guard row < report.stepCount, case .mismatch = report.report.timeline[row].verdict else {
        return RowText.focus(ofStep: row, report: report)
      }
      return nil
    }

    /// `E2 mailer == "receipt"   Tests/ThingTests.swift:31` after
    /// `label`; see ``append(_:_:at:keeping:)``.
    private mutating func append(
      _ label: String, describing expectation: ExpectationRecord, keeping focus: String? = nil
    ) {
      append(
        label, RowText.describe(expectation, report: report), at: expectation.callSite,
        keeping: focus)
    }

    /// `text` and then the place of `site` after `label`, on one line when
    /// both fit or when cutting `text` keeps two thirds of it (and 24
    /// columns); else the place goes on the next line. A cut keeps
    /// `focus` (the field that differs) when `text` holds it; the place
    /// keeps its file name and `:line`.
    private mutating func append(
      _ label: String, _ text: String, at site: CallSite, keeping focus: String? = nil
    ) {
      let room = width - Self.labelWidth - 1
      let place = place(site)
      let rest = room - 3 - DisplayText.width(place)
      let textWidth = DisplayText.width(text)
      if textWidth <= rest {
        lines.append(labelled(label, text + "   " + place))
      } else if rest >= max(24, textWidth * 2 / 3) {
        lines.append(
          labelled(label, DisplayText.fit(text, to: rest, keeping: focus) + "   " + place))
      } else {
        lines.append(labelled(label, DisplayText.fit(text, to: room, keeping: focus)))
        lines.append(labelled(place: "", place))
      }
    }

    private func place(_ site: CallSite) -> String { RowText.place(site, basePath: basePath) }

    /// A labelled `path:line`, cut so that its file name and line show.
    private func labelled(place label: String, _ text: String) -> Line {
      labelled(label, RowText.fit(place: text, to: width - Self.labelWidth - 1))
    }

    /// `text` after `label`, wrapped to the pane between words, its
    /// further lines under its first; noted in ``wrappedGroups`` when it
    /// takes several.
    private mutating func appendWrapped(_ label: String, _ text: String) {
      let indent = String(repeating: " ", count: Self.labelWidth)
      let parts = DisplayText.wrap(text, to: max(8, width - Self.labelWidth - 1))
      if parts.count > 1 {
        wrappedGroups.append((lines.count, parts.count, labelled(label, text)))
      }
      for (index, part) in parts.enumerated() {
        lines.append(index == 0 ? labelled(label, part) : labelled(indent, part))
      }
    }

    private func labelled(_ label: String, _ text: String) -> Line {
      [
        Span(text: DisplayText.pad(label, to: Self.labelWidth), style: .bold),
        Span(text: text, style: .plain),
      ]
    }

    /// The widths of the field table's three columns in `available`
    /// columns: a quarter for the field and the rest halved, unless that
    /// cuts a cell that other columns' spare room would keep whole; then
    /// each value column takes what it needs (the other the rest) and the
    /// field what the values leave, so that a pane uses the width it has.
    static func columns(for rows: [FieldTable.Row], width available: Int) -> (Int, Int, Int) {
      let room = available - 2 - 2 - 2 - 1
      let field = max(5, rows.map { DisplayText.width($0.field) }.max() ?? 0)
      let expected = max(8, rows.map { DisplayText.width($0.expected) }.max() ?? 0)
      let actual = max(6, rows.map { DisplayText.width($0.actual) }.max() ?? 0)
      let quarter = min(field, max(5, available / 4))
      let halves = max(2, room - quarter)
      let even = (quarter, halves / 2, halves - halves / 2)
      guard field > even.0 || expected > even.1 || actual > even.2 else { return even }
      let fieldWidth = max(quarter, min(field, room - expected - actual))
      let rest = max(2, room - fieldWidth)
      if expected + actual <= rest || expected <= rest / 2 {
        let expectedWidth = min(expected, rest - min(actual, rest / 2))
        return (fieldWidth, expectedWidth, rest - expectedWidth)
      }
      if actual <= rest / 2 { return (fieldWidth, rest - actual, actual) }
      return even.0 == fieldWidth ? even : (fieldWidth, rest / 2, rest - rest / 2)
    }

    /// The field table: columns sized to the pane, each cell cut and
    /// padded by display width.
    private mutating func table(_ rows: [FieldTable.Row]) {
      guard !rows.isEmpty else { return }
      let (fieldWidth, expectedWidth, actualWidth) = Self.columns(for: rows, width: width - 2)
      func cell(_ text: String, _ width: Int) -> String {
        DisplayText.pad(DisplayText.fit(text, to: width), to: width)
      }
      lines.append([
        Span(
          text: "  " + cell("field", fieldWidth) + "  " + cell("expected", expectedWidth) + "  "
            + cell("actual", actualWidth),
          style: Style(.normal, [.bold, .underline]))
      ])
      for row in rows {
        lines.append([
          Span(
            text: "  "
              + DisplayText.pad(RowText.fit(field: row.field, to: fieldWidth), to: fieldWidth)
              + "  ", style: .plain),
          Span(text: cell(row.expected, expectedWidth) + "  ", style: .plain),
          Span(text: cell(row.actual, actualWidth) + "  ", style: .plain),
          Span(
            text: row.matches ? glyphs.matched : glyphs.failed,
            style: row.matches ? .matched : .mismatch),
        ])
      }
    }
  }
}

import DobbyCore

/// The expectations, each with its state at the cursor:
///
/// ```text
///   ✓ E1 orders == Order(id: 1, …)          fulfilled
/// > ▸ E2 mailer == "receipt"                       due ◂
///   ○ E3 orders == Order(id: 2, …)            pending
/// ```
///
/// The ones the cursor's row concerns are bold and marked `◂`, and so
/// are the unused reactions when the cursor is on the verify row. With the
/// pane focused, the `after:` edges of the selected expectation are marked
/// on the expectations at their other ends: `↑ before E3` on one that E3
/// must come after, `↓ after E3` on one that must come after E3. Under the
/// last expectation, where there is room, come the stub reactions that
/// were never used (`✗ pricing.on(== "SKU-2")  unused`).
enum ExpectationsView {
  static func draw(into frame: inout Frame, body: Rect, _ context: DrawContext) {
    let report = context.report
    let state = context.state
    let glyphs = context.glyphs
    let expectations = report.report.expectations
    let reactions = unusedReactions(report)
    guard !expectations.isEmpty || !reactions.isEmpty else {
      frame.put("(no expectations)", row: body.top, column: body.left + 2, style: .muted)
      return
    }
    let states = report.expectationStates(atRow: report.ownRow(of: state.cursor))
    let related = relatedExpectations(context)
    let wordWidth = ExpectationState.allCases.map { $0.rawValue.count }.max() ?? 0
    let top = max(0, min(state.expectationsTop, expectations.count - 1))
    for index in top..<min(expectations.count, top + body.height) {
      let line = body.top + index - top
      let expectation = expectations[index]
      let expectationState = states[index]
      let style = self.style(expectationState)
      let isSelected = index == state.selectedExpectation && state.focus == .expectations
      let isRelated = related.contains(index)
      if isSelected { frame.put(glyphs.cursor, row: line, column: body.left, style: .bold) }
      frame.put(glyphs.glyph(expectationState), row: line, column: body.left + 2, style: style)
      let tail =
        edgeMark(index, context)
        + expectationState.rawValue.padding(toLeft: wordWidth) + " "
        + (isRelated ? glyphs.related : " ")
      let tailWidth = DisplayText.width(tail)
      var writer = LineWriter(
        row: line, column: body.left + 4, limit: body.right - tailWidth - 1)
      writer.write(
        RowText.describe(expectation, report: report), isRelated ? .bold : .plain, into: &frame)
      frame.put(tail, row: line, column: body.right - tailWidth, style: style)
      if isSelected {
        frame.restyle(row: line, column: body.left, width: body.width) {
          $0.attributes.insert(.reverse)
          $0.attributes.remove(.dim)
        }
      }
    }
    var line = body.top + max(0, min(expectations.count, top + body.height) - top)
    let relatedReactions = self.relatedReactions(context)
    for reaction in reactions where line < body.bottom {
      let isRelated = relatedReactions.contains(reaction)
      frame.put(glyphs.failed, row: line, column: body.left + 2, style: .mismatch)
      let tail = "unused".padding(toLeft: wordWidth) + " " + (isRelated ? glyphs.related : " ")
      let tailWidth = DisplayText.width(tail)
      var writer = LineWriter(
        row: line, column: body.left + 4, limit: body.right - tailWidth - 1)
      writer.write(
        DisplayText.escape(reaction.description), isRelated ? .bold : .plain, into: &frame)
      frame.put(tail, row: line, column: body.right - tailWidth, style: .mismatch)
      line += 1
    }
  }

  /// The stub reactions the report names as unused, in report order.
  ///
  /// - Complexity: O(u) for u unused reactions when they come last, as
  ///   `check()` puts them; O(1) when there are none.
  static func unusedReactions(_ report: ReportIndex) -> [UnusedReaction] {
    let count = report.count(of: .unused)
    guard count > 0 else { return [] }
    var found: [UnusedReaction] = []
    for mismatch in report.report.mismatches.reversed() where mismatch.kind == .unused {
      if let reaction = mismatch.reaction { found.append(reaction) }
      if found.count == count { break }
    }
    return found.reversed()
  }

  /// `↑ before E3 ` when the selected expectation (E3) must come after
  /// the one at `index`, `↓ after E3 ` when that one must come after it,
  /// else nothing; only while the pane has the focus.
  static func edgeMark(_ index: Int, _ context: DrawContext) -> String {
    let state = context.state
    let expectations = context.report.report.expectations
    guard state.focus == .expectations, index != state.selectedExpectation,
      expectations.indices.contains(state.selectedExpectation)
    else { return "" }
    let selected = expectations[state.selectedExpectation]
    let other = expectations[index]
    if selected.after.contains(other.id) {
      return "\(context.glyphs.earlier) before \(selected.label)  "
    }
    if other.after.contains(selected.id) {
      return "\(context.glyphs.later) after \(selected.label)  "
    }
    return ""
  }

  static func style(_ state: ExpectationState) -> Style {
    switch state {
    case .pending: .plain
    case .fulfilled: .matched
    case .due: .accent
    case .violated: .mismatch
    }
  }

  /// The expectations the cursor's row is about: the one it matched, and
  /// those its mismatches name.
  static func relatedExpectations(_ context: DrawContext) -> Set<Int> {
    let report = context.report
    let row = context.state.cursor
    var result: Set<Int> = []
    if row < report.stepCount, case .matched(let id) = report.report.timeline[row].verdict {
      if let slot = report.report.expectationIndex(of: id) { result.insert(slot) }
    }
    for index in report.mismatches(atRow: row) {
      let mismatch = report.report.mismatches[index]
      for id in [mismatch.expectation, mismatch.due, mismatch.nearestMiss?.expectation] {
        if let slot = id.flatMap(report.report.expectationIndex) { result.insert(slot) }
      }
    }
    return result
  }

  /// The unused stub reactions that the mismatches on the cursor's row
  /// name: those of the verify row.
  static func relatedReactions(_ context: DrawContext) -> Set<UnusedReaction> {
    let report = context.report
    return Set(
      report.mismatches(atRow: context.state.cursor).compactMap {
        report.report.mismatches[$0].reaction
      })
  }
}

extension String {
  /// The string right-aligned in `width` characters.
  func padding(toLeft width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

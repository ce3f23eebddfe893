import DobbyCore

/// The words and marks the panes use for rows, expectations and call
/// sites, each escaped where it carries recorded text.
enum RowText {
  /// A verdict's mark and its style: `✓E1`, `✗ DOBBY-E002`, `·`
  /// (``VerificationReport/mark(of:glyphs:)``).
  static func mark(
    _ verdict: Verdict, in report: VerificationReport, glyphs: Glyphs
  ) -> (String, Style) {
    let style: Style =
      switch verdict {
      case .matched: .matched
      case .ignored: .muted
      case .mismatch: .mismatch
      }
    return (report.mark(of: verdict, glyphs: glyphs), style)
  }

  /// The marks for unfulfilled expectations on `row`, by lane:
  /// `✗ DOBBY-E004 E3 E4` (on the verify row, or the step an ordered pattern
  /// skipped them at); and on the verify row, for unused reactions of a
  /// stub the pattern also replays, `✗ DOBBY-E006` (`✗ DOBBY-E006 x2` for two) in its
  /// lane (a stub that is not replayed has none, and the detail pane
  /// names its reactions). Without `codes`, the marks leave the codes
  /// out (`✗ E3 E4`, `✗ x2`), for a lane too narrow for them.
  static func unfulfilledMarks(
    row: Int, report: ReportIndex, glyphs: Glyphs, codes: Bool = true
  ) -> [Int: String] {
    var labels: [Int: [String]] = [:]
    var unused: [Int: Int] = [:]
    for index in report.mismatches(atRow: row) {
      let mismatch = report.report.mismatches[index]
      if mismatch.kind == .unused {
        if let stub = mismatch.reaction?.stub,
          let lane = report.report.recorders.firstIndex(where: { $0.name == stub })
        {
          unused[lane, default: 0] += 1
        }
        continue
      }
      // An interaction in the expectation's place carries the mismatch as
      // its own verdict already.
      guard mismatch.kind == .unfulfilled,
        mismatch.step == nil || mismatch.nearestMiss?.step != mismatch.step,
        let expectation = mismatch.expectation.flatMap(report.report.expectation)
      else { continue }
      labels[expectation.recorder, default: []].append(expectation.label)
    }
    func marked(_ kind: Mismatch.Kind) -> String {
      codes ? glyphs.failed + " " + kind.code : glyphs.failed
    }
    var marks = labels.mapValues {
      marked(.unfulfilled) + " " + $0.joined(separator: " ")
    }
    for (lane, count) in unused {
      let mark = marked(.unused) + (count > 1 ? " x\(count)" : "")
      marks[lane] = marks[lane].map { $0 + " " + mark } ?? mark
    }
    return marks
  }

  /// Whether `row` matches `search`: its recorder's name, its value, the
  /// function that called the double, or the codes, expectation labels,
  /// reasons and unused stub reactions of its verdict and mismatches.
  static func matches(_ row: Int, _ search: TextSearch, report: ReportIndex) -> Bool {
    if row < report.stepCount {
      let entry = report.report.timeline[row]
      if search.matches(entry.value.summary()) { return true }
      if search.matches(recorderName(entry.recorder, report: report)) { return true }
      if let caller = entry.caller, search.matches(caller.function) { return true }
      if case .matched(let id) = entry.verdict, search.matches(id.description) { return true }
    } else if search.matches("verify") {
      return true
    }
    guard report.hasMismatch(atRow: row) else { return false }
    for index in report.mismatches(atRow: row) {
      let mismatch = report.report.mismatches[index]
      if search.matches(mismatch.code) { return true }
      if let id = mismatch.expectation, search.matches(id.description) { return true }
      if let reason = report.report.reason(of: mismatch), search.matches(reason) { return true }
      if let reaction = mismatch.reaction, search.matches(reaction.description) { return true }
    }
    return false
  }

  /// The name of the recorder on `lane`, escaped.
  static func recorderName(_ lane: Int, report: ReportIndex) -> String {
    report.report.recorders.indices.contains(lane)
      ? DisplayText.escape(report.report.recorders[lane].name) : "?"
  }

  /// `#3` for the 0-based `index`, or `#?` for an index no list has (a
  /// report made by hand, not read from a file, may hold any number).
  static func position(_ index: Int) -> String {
    (0..<Int.max).contains(index) ? TimelineStep(index: index).description : "#?"
  }

  /// `#3 payments`.
  static func stepName(_ step: Int, report: ReportIndex) -> String {
    if let slot = report.foreign.slot(ofRow: step) {
      return TimelineView.foreignLabel + " "
        + recorderName(report.foreign.lanes[slot], report: report)
    }
    guard (0..<report.stepCount).contains(step) else { return "verify" }
    return "\(TimelineStep(index: step)) "
      + recorderName(report.report.timeline[step].recorder, report: report)
  }

  /// `E2 payments == 42`, with its cardinality when not `once`.
  static func describe(_ expectation: ExpectationRecord, report: ReportIndex) -> String {
    var text =
      "\(expectation.label) \(recorderName(expectation.recorder, report: report)) "
      + DisplayText.escape(expectation.matcher)
    if expectation.kind == .reject {
      text =
        "\(expectation.label) reject \(recorderName(expectation.recorder, report: report)) "
        + DisplayText.escape(expectation.matcher)
    } else if expectation.cardinality != .once {
      text += " (\(expectation.cardinality))"
    }
    return text
  }

  /// `Tests/ThingTests.swift:18`: the path relative to `basePath` when
  /// under it, escaped.
  /// `place` (a `path:line`) cut to `columns` from the middle of its
  /// directories, so that the file name and line stay whole:
  /// `Demo/DobbyDemo/…/CheckoutService.swift:46`. A file name too long for
  /// the columns loses its middle instead, never its `:line`:
  /// `…/ZFixtureWith…Debugger.swift:123`.
  static func fit(place: String, to columns: Int) -> String {
    guard DisplayText.width(place) > columns else { return place }
    guard let slash = place.lastIndex(of: "/") else {
      return DisplayText.cutMiddle(place, to: columns, favouringTail: true)
    }
    let file = String(place[place.index(after: slash)...])
    let room = columns - DisplayText.width(file) - 2
    guard room > 0 else {
      guard columns > 12 else {
        return DisplayText.cutMiddle(file, to: columns, favouringTail: true)
      }
      return "…/" + DisplayText.cutMiddle(file, to: columns - 2, favouringTail: true)
    }
    let directories = String(place[..<slash])
    return String(DisplayText.truncate(directories, to: room + 1).dropLast()) + "…/" + file
  }

  static func place(_ site: CallSite, basePath: String?) -> String {
    site.place(relativeTo: basePath)
  }
}

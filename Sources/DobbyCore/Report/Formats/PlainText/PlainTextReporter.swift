extension VerificationReport {
  /// The report as compiler-style plain text, for test failures and CI
  /// logs, with call-site paths relative to the current directory.
  ///
  /// ```text
  /// dobby: verification FAILED (strict, ordered) - 2 interactions from 2 recorders, 2 expectations, 1 mismatch
  /// Tests/ThingTests.swift:18: error: DOBBY-E002 out of order: #1 fst(1) came before E1 snd == "foobar"
  ///   due:      E1 snd == "foobar"   (Tests/ThingTests.swift:21)
  ///   matched:  E2 fst == 1   (Tests/ThingTests.swift:22)
  /// …
  /// ```
  public var plainText: String {
    plainText(PlainTextOptions(basePath: currentDirectory()))
  }

  /// The report as compiler-style plain text, rendered with `options`.
  public func plainText(_ options: PlainTextOptions) -> String {
    var reporter = PlainTextReporter(report: self, options: options)
    return reporter.render()
  }
}

/// Renders a ``VerificationReport`` as plain text: a header, one
/// compiler-style block per mismatch, a lane picture around the first
/// divergence, a summary, and the recording's path.
struct PlainTextReporter {
  let report: VerificationReport
  let options: PlainTextOptions
  private var lines: [String] = []

  init(report: VerificationReport, options: PlainTextOptions) {
    self.report = report
    self.options = options
  }

  mutating func render() -> String {
    header()
    for changed in report.changedAfterRecording {
      guard let entry = report.entry(at: changed.step) else { continue }
      let type = DisplayText.escape(entry.value.typeName)
      lines.append(
        "note: \(changed.step) \(type) changed after it was recorded: now "
          + changed.current.summary(limit: 80) + "; verdicts read its current state")
    }
    for (index, mismatch) in report.mismatches.enumerated() {
      block(for: mismatch, first: index == 0)
      // An unused stub reaction, reported after every other kind, has no
      // place in the timeline.
      if index == 0 && mismatch.kind != .unused {
        lines += LanePicture(report: report, options: options).lines()
      }
    }
    summary()
    var text = lines.map(capped).joined(separator: "\n") + "\n"
    if options.ascii { text = Glyphs.asciify(text) }
    return text
  }

  /// The most characters a line of the report holds: a value or a
  /// matcher's explanation of any size prints a line a log can hold.
  static let lineLimit = 4_000

  /// `line`, cut after ``lineLimit`` characters with the count of those it
  /// cuts: `…(14,996,021 more characters cut)`.
  private func capped(_ line: String) -> String {
    // A line of no more bytes than the limit has no more characters.
    guard line.utf8.count > Self.lineLimit else { return line }
    let count = line.count
    guard count > Self.lineLimit else { return line }
    let reset = options.color ? ANSIStyle.reset : ""
    return String(line.prefix(Self.lineLimit)) + reset
      + "…(\(grouped(count - Self.lineLimit)) more characters cut)"
  }

  // MARK: Parts

  private mutating func header() {
    let outcome =
      report.passed ? paint("passed", .green) : paint("FAILED", .red)
    let incomplete = report.incompleteNote.map { " (\($0))" } ?? ""
    let timedOut = report.timedOut.map { " \($0.summary)" } ?? ""
    lines.append(
      paint("dobby:", .bold)
        + " \(DisplayText.escape(VerificationReport.elidedName(report.title))) \(outcome) (\(report.mode))\(incomplete)"
        + "\(timedOut) - \(plural(report.timeline.count, "interaction")) from "
        + "\(plural(report.recorders.count, "recorder")), "
        + "\(plural(report.expectations.count, "expectation")), "
        + "\(plural(report.mismatches.count, "mismatch", "mismatches"))")
    if let timeout = report.timedOut { lines.append(waited(timeout)) }
  }

  /// `waited:  2 of 5 interactions arrived during the 500 ms wait: #4, #5`.
  private func waited(_ timeout: Timeout) -> String {
    let timeline = report.timeline
    let arrived = timeline.indices.filter { timeline[$0].timestamp > timeout.startTick }
    var text =
      "waited:  \(arrived.count) of \(plural(timeline.count, "interaction")) arrived during the "
      + "\(timeout.milliseconds) ms wait"
    if !arrived.isEmpty {
      let shown = arrived.prefix(Self.arrivalsShown).map { TimelineStep(index: $0).description }
      text += ": " + shown.joined(separator: ", ")
      if arrived.count > Self.arrivalsShown { text += ", …" }
    }
    switch timeout.ending {
    case .deadline: break
    case .final: text += "; gave up: " + (finalReason(timeout) ?? "?")
    case .cancelled: text += "; cancelled"
    }
    return text
  }

  /// For a wait that gave up, why: `#3 payments(2) can no longer be
  /// undone`; `nil` for any other wait.
  func finalReason(_ timeout: Timeout) -> String? {
    guard case .final(let step) = timeout.ending else { return nil }
    let subject = report.entry(at: step).map(interaction) ?? "\(step)"
    return "\(subject) can no longer be undone"
  }

  /// How many of the interactions that arrived during a wait are named.
  private static let arrivalsShown = 8

  private mutating func summary() {
    for foreign in report.foreignInteractions {
      lines.append(
        place(foreign.callSite) + ": warning: "
          + DisplayText.escape("\(DiagnosticCode.otherTest) " + foreign.warning))
    }
    if !report.passed {
      let kinds = Mismatch.Kind.allCases.filter { !$0.isOptIn || report.count(of: $0) > 0 }
      let counts = kinds.map { "\(report.count(of: $0)) \($0.title)" }
      lines.append(
        "summary: \(plural(report.mismatches.count, "mismatch", "mismatches")) - "
          + counts.joined(separator: ", "))
    }
    if let path = options.recordingPath.map({ DisplayText.escape($0) }) {
      lines.append("recording: \(path)")
      let command = options.inspectCommand.map { DisplayText.escape($0) }
      lines.append("inspect:   " + (command ?? "swift run dobby-tui \(shellQuoted(path))"))
    }
  }

  /// The compiler-style first line of a mismatch, in parts.
  struct ErrorLine {
    /// The call site's path, relative to the base path when under it.
    var file: String?
    var line: Int?
    var mismatch: Mismatch
    /// What follows `CODE kind: `.
    var message: String
    /// Why the rule concerned exists, escaped; `nil` when not given.
    var reason: String?

    /// `path:line: `, or nothing without a call site.
    var location: String { file.map { "\($0):\(line ?? 0): " } ?? "" }

    /// The kind and the reason: `unfulfilled (because the receipt follows
    /// the payment)`.
    var title: String {
      mismatch.kind.title + (reason.map { " (because \($0))" } ?? "")
    }
  }

  /// The compiler-style line of `mismatch`, at the test's line: the
  /// expectation concerned (the one due, for an interaction out of order),
  /// or the `verify()` line for an unexpected interaction; the
  /// interaction's own call site only when the report has neither.
  func errorLine(for mismatch: Mismatch) -> ErrorLine {
    let entry = entry(of: mismatch)
    let expectation = mismatch.expectation.flatMap(report.expectation)
    let site: CallSite? =
      switch mismatch.kind {
      case .unexpected: report.verifiedAt ?? entry?.callSite
      case .outOfOrder:
        mismatch.due.flatMap(report.expectation)?.callSite ?? expectation?.callSite
          ?? entry?.callSite
      case .rejected, .exceeded, .unfulfilled: expectation?.callSite ?? entry?.callSite
      case .unused: mismatch.reaction?.callSite
      }
    return ErrorLine(
      file: site.map { path($0.filePath) }, line: site?.line, mismatch: mismatch,
      message: message(mismatch, entry, expectation),
      reason: report.reason(of: mismatch).map { DisplayText.escape($0) })
  }

  /// The timeline entry `mismatch` concerns, if any.
  private func entry(of mismatch: Mismatch) -> TimelineEntry? {
    mismatch.step.flatMap(report.entry(at:))
  }

  private mutating func block(for mismatch: Mismatch, first: Bool = false) {
    let error = errorLine(for: mismatch)
    let expectation = mismatch.expectation.flatMap(report.expectation)
    lines.append(
      error.location + paint("error:", .red) + " " + paint(mismatch.code, .bold) + " "
        + error.title + ": " + error.message)
    // An unfulfilled expectation's step is where it was skipped: another
    // interaction, whose origin would mislead.
    if mismatch.kind != .unfulfilled, let entry = entry(of: mismatch) { origin(of: entry) }
    if first && mismatch.kind != .unfulfilled { lines += codeBlock(for: mismatch) }

    if let due = mismatch.due.flatMap(report.expectation) {
      detail("due:", describe(due) + "   (\(place(due.callSite)))")
    }
    if mismatch.kind != .unfulfilled, let expectation {
      detail(
        mismatch.kind == .rejected ? "rule:" : "matched:",
        describe(expectation) + "   (\(place(expectation.callSite)))")
    }
    if let predecessor = mismatch.predecessor.flatMap(report.expectation) {
      detail("after:", describe(predecessor) + "   (\(place(predecessor.callSite)))")
      if let later = mismatch.predecessorStep.flatMap(report.entry(at:)) {
        detail(
          "later:",
          interaction(later) + "   (\(later.caller.map(describe) ?? place(later.callSite)))")
      }
    }
    // An interaction in the expectation's place is its nearest miss, below.
    if mismatch.kind == .unfulfilled, let step = mismatch.step, mismatch.nearestMiss?.step != step {
      detail("skipped:", "it was still due when \(step) came")
    }
    if let reaction = mismatch.reaction { lines += reaction.shadowLines(place: place) }
    if let miss = mismatch.nearestMiss { nearest(miss) }
    if let step = report.earlyStep(of: mismatch) {
      detail("early:", "\(step) matched it before its turn, so it was ignored")
    }
    if first && mismatch.kind == .unfulfilled { lines += codeBlock(for: mismatch) }
  }

  /// Where the interaction came from: the code that called the double,
  /// else the line that recorded it.
  private mutating func origin(of entry: TimelineEntry) {
    if let caller = entry.caller {
      detail("called from:", describe(caller))
    } else {
      detail("recorded at:", place(entry.callSite))
    }
  }

  /// `Sources/Shop/OrderService.swift:42 in OrderService.place(_:)`.
  func describe(_ caller: Caller) -> String {
    let function = DisplayText.escape(caller.function)
    return caller.callSite.map { "\(place($0)) in \(function)" } ?? "in \(function)"
  }

  private func message(
    _ mismatch: Mismatch, _ entry: TimelineEntry?, _ expectation: ExpectationRecord?
  ) -> String {
    let focus = mismatch.nearestMiss?.differences.first
    let subject = entry.map { interaction($0, focusing: focus) } ?? "?"
    let rule = expectation.map { describe($0) } ?? "?"
    switch mismatch.kind {
    case .unexpected:
      return "\(subject) matched no pending expectation"
    case .outOfOrder:
      if let edge = report.brokenEdge(of: mismatch) {
        let later = mismatch.predecessorStep.flatMap(report.entry(at:)).map(interaction) ?? "?"
        return "\(edge): \(subject) came before \(later)"
      }
      let due = mismatch.due.flatMap(report.expectation).map { describe($0) } ?? "?"
      return "\(subject) came before \(due)"
    case .rejected:
      return "\(subject) matched rejection \(rule)"
    case .exceeded:
      let allowed = expectation.map { "\($0.cardinality)" } ?? "?"
      let plain = expectation.map { describe($0, cardinality: false) } ?? "?"
      return "\(subject) is one more than \(plain) allows (\(allowed))"
    case .unfulfilled:
      guard let expectation else { return "?" }
      return
        "\(describe(expectation, cardinality: false, focusing: focus)) expected \(expectation.cardinality), matched "
        + plural(expectation.matchCount, "time") + differingFields(of: mismatch)
    case .unused:
      guard let reaction = mismatch.reaction else { return "?" }
      return reaction.neverInvoked
    }
  }

  /// For an expectation unfulfilled because the interaction in its place
  /// differs in named fields: `: #1 differs at .method: expected "PUT",
  /// got "POST"`, or the fields' paths when several differ; else nothing.
  private func differingFields(of mismatch: Mismatch) -> String {
    guard let miss = mismatch.nearestMiss, let step = miss.step, step == mismatch.step,
      let first = miss.differences.first, !first.path.isEmpty
    else { return "" }
    guard miss.differences.count == 1 else {
      let shown = miss.differences.prefix(3).map { DisplayText.escape($0.path) }
      let more = miss.differences.count > 3 ? " (+\(miss.differences.count - 3) more)" : ""
      return ": \(step) differs at " + shown.joined(separator: ", ") + more
    }
    let value = { (text: String?, none: String) in
      DisplayText.elide(DisplayText.escape(text ?? none), to: Self.fieldValueLimit)
    }
    return
      ": \(step) differs at \(DisplayText.escape(first.path)): expected "
      + value(first.expected, "(nothing)") + ", got " + value(first.actual, "(missing)")
  }

  /// The most characters of each value that a headline's differing field
  /// shows.
  private static let fieldValueLimit = 60

  private mutating func nearest(_ miss: NearestMiss) {
    if let id = miss.expectation, let expectation = report.expectation(id) {
      detail(
        "nearest:",
        describe(expectation, focusing: miss.differences.first)
          + "   (\(place(expectation.callSite)))")
    } else if let entry = miss.step.flatMap(report.entry(at:)) {
      let origin = entry.caller.map(describe) ?? place(entry.callSite)
      detail(
        "nearest:", interaction(entry, focusing: miss.differences.first) + "   (\(origin))")
    }
    let labelWidth = miss.differences.map { DisplayText.width(label(for: $0)) }.max() ?? 0
    for difference in miss.differences {
      let name = DisplayText.pad(label(for: difference), to: labelWidth)
      let blank = String(repeating: " ", count: labelWidth)
      lines.append(
        "    \(name)  expected: "
          + paint(DisplayText.escape(difference.expected ?? "(nothing)"), .green))
      lines.append(
        "    \(blank)  actual:   "
          + paint(DisplayText.escape(difference.actual ?? "(missing)"), .red))
    }
  }

  private func label(for difference: FieldMismatch) -> String {
    difference.path.isEmpty ? "value" : DisplayText.escape(difference.path)
  }

  // MARK: Naming

  private mutating func detail(_ label: String, _ text: String) {
    lines.append(Self.detailLine(label, text))
  }

  /// `  rule:     E2 mailer any()`: a line under an error line.
  static func detailLine(_ label: String, _ text: String) -> String {
    "  " + DisplayText.pad(label, to: 9) + " " + text
  }

  /// `#3 payments(42)`.
  private func interaction(_ entry: TimelineEntry) -> String {
    "\(entry.step) \(recorderName(entry.recorder))(\(entry.summary))"
  }

  /// `#3 payments(42)`, a long value elided around the field that differs
  /// from the nearest miss (`difference`) rather than in its middle, so
  /// that the cut keeps what the mismatch is about.
  private func interaction(_ entry: TimelineEntry, focusing difference: FieldMismatch?)
    -> String
  {
    guard let difference, let actual = difference.actual else { return interaction(entry) }
    let whole = entry.value.summary()
    guard whole.count > TimelineEntry.summaryLimit else { return interaction(entry) }
    let field = difference.path.split(separator: ".").last.map { "\($0): \(actual)" }
    guard
      let found = [field, actual].compactMap({ $0 }).lazy.compactMap({ whole.firstRange(of: $0) })
        .first
    else { return interaction(entry) }
    let lower = whole.distance(from: whole.startIndex, to: found.lowerBound)
    let focus = lower..<(lower + whole[found].count)
    let value = DisplayText.elide(whole, to: TimelineEntry.summaryLimit, keeping: focus)
    return "\(entry.step) \(recorderName(entry.recorder))(\(value))"
  }

  /// `E2 payments == 42`, or `E2 payments == 42 (at least 2 times)`; a
  /// long expected value cut around the field that differs from the
  /// nearest miss (`difference`) when the report knows the whole matcher.
  func describe(
    _ expectation: ExpectationRecord, cardinality: Bool = true,
    focusing difference: FieldMismatch? = nil
  ) -> String {
    var text =
      "\(expectation.label) \(recorderName(expectation.recorder)) "
      + DisplayText.escape(matcher(of: expectation, focusing: difference))
    if cardinality && expectation.kind == .expect && expectation.cardinality != .once {
      text += " (\(expectation.cardinality))"
    }
    return text
  }

  /// The expectation's matcher description; when the middle cut of a
  /// long value hides the field that differs, cut around that field.
  private func matcher(of expectation: ExpectationRecord, focusing difference: FieldMismatch?)
    -> String
  {
    let short = expectation.matcher
    guard let difference, let expected = difference.expected,
      let whole = expectation.description.whole,
      whole != short
    else { return short }
    let field = difference.path.split(separator: ".").last.map { "\($0): \(expected)" }
    guard
      let found = [field, expected].compactMap({ $0 }).lazy.compactMap({ whole.firstRange(of: $0) })
        .first
    else { return short }
    // Found in the cut text already: today's cut keeps it.
    if short.contains(whole[found]) { return short }
    let lower = whole.distance(from: whole.startIndex, to: found.lowerBound)
    let focus = lower..<(lower + whole[found].count)
    return DisplayText.elide(whole, to: max(40, short.count), keeping: focus)
  }

  private func recorderName(_ lane: Int) -> String {
    report.recorders.indices.contains(lane)
      ? DisplayText.escape(VerificationReport.elidedName(report.recorders[lane].name)) : "?"
  }

  private func place(_ site: CallSite) -> String { site.place(relativeTo: options.basePath) }

  /// `path` relative to the base path when under it.
  private func path(_ path: String) -> String { relativePath(path, base: options.basePath) }

  func paint(_ text: String, _ style: ANSIStyle) -> String {
    options.color ? style.paint(text) : text
  }
}

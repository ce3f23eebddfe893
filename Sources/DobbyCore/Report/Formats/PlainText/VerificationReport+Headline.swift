extension VerificationReport {
  /// The first mismatch in one line, as a test framework's first line of a
  /// failure: its code, kind and message, and how many more there are;
  /// `nil` for a report that passed.
  ///
  /// ```text
  /// DOBBY-E002 out of order: #1 fst(1) came before E1 snd == "foobar" (+2 more)
  /// ```
  public var headline: String? {
    guard let first = mismatches.first else { return nil }
    let reporter = PlainTextReporter(
      report: self, options: PlainTextOptions(color: false, basePath: nil))
    let error = reporter.errorLine(for: first)
    let more = mismatches.count > 1 ? " (+\(mismatches.count - 1) more)" : ""
    let waited = waitSummary.map { " - \($0)" } ?? ""
    return "\(first.code) \(error.title): \(error.message)\(more)\(waited)"
  }

  /// How a wait for the pattern to pass ended, for a report of one that
  /// did not; `nil` for any other report.
  ///
  /// ```text
  /// timed out after 500 ms
  /// gave up after 12 ms: #3 payments(2) can no longer be undone
  /// cancelled after 3 ms
  /// ```
  public var waitSummary: String? {
    guard let timedOut else { return nil }
    let reporter = PlainTextReporter(
      report: self, options: PlainTextOptions(color: false, basePath: nil))
    return timedOut.summary + (reporter.finalReason(timedOut).map { ": \($0)" } ?? "")
  }

  /// What the plain report's first line and the debugger's header say of a
  /// report read from a recording cut short; `nil` for a complete one.
  ///
  /// ```text
  /// incomplete: the file ends at line 7
  /// ```
  /// ```text
  /// recording incomplete
  /// ```
  /// (the second when the report does not know where its file ends).
  public var incompleteNote: String? {
    guard !isComplete else { return nil }
    guard let line = incompleteAtLine else { return "recording incomplete" }
    return "incomplete: the file ends at line \(line)"
  }
}

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
    let timedOut = timedOut.map { " - timed out after \($0.milliseconds) ms" } ?? ""
    return "\(first.code) \(first.kind.title): \(error.message)\(more)\(timedOut)"
  }
}

extension DiagnosticCode {
  /// The line before the catalog in an article.
  package static let catalogStart = "<!-- codes: generated from DiagnosticCode.all -->"
  /// The line after the catalog in an article.
  package static let catalogEnd = "<!-- codes: end -->"

  /// The docs' catalog of codes: a Markdown table with a row per code of
  /// ``all``, as the article shows it between ``catalogStart`` and
  /// ``catalogEnd``.
  ///
  /// ```text
  /// | code | title | meaning |
  /// |---|---|---|
  /// | `DOBBY-E001` | unexpected | an interaction matched no pending expectation (strict patterns) |
  /// ```
  package static var catalog: String {
    let rows = all.map { "| `\($0)` | \($0.title) | \($0.meaning) |" }
    return (["| code | title | meaning |", "|---|---|---|"] + rows).joined(separator: "\n")
  }
}

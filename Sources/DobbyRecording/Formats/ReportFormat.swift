public import DobbyCore

/// The text formats a report renders to.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// Compiler-style plain text (``VerificationReport/plainText(_:)``).
  case plain
  /// GitHub Actions workflow commands: one `::error` per mismatch, then the
  /// plain report fenced so that no recorded value is read as a command.
  case github
  /// JUnit XML: one test case, failed with the plain report.
  case junit
  /// The report as JSON.
  case json
}

extension VerificationReport {
  /// The report rendered as `format`.
  ///
  /// - Parameter options: How the plain text (alone or inside the other
  ///   formats) is rendered; colour applies to `plain` only.
  public func rendered(as format: ReportFormat, options: PlainTextOptions = PlainTextOptions())
    -> String
  {
    var plain = options
    if format != .plain { plain.color = false }
    switch format {
    case .plain: return plainText(plain)
    case .github: return githubText(plain)
    case .junit: return junitXML(plain)
    case .json: return jsonText()
    }
  }
}

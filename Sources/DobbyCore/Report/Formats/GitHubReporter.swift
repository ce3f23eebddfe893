/// Renders a report as GitHub Actions workflow commands.
///
/// ```text
/// ::error file=Tests/ThingTests.swift,line=18,title=DOBBY-E002 out of order::#1 fst(1) came before E1 snd == "foobar"
/// ::stop-commands::dobby-5f3a…
/// dobby: verification FAILED (strict, ordered) - …
/// ::dobby-5f3a…::
/// ```
///
/// Values reach the log already escaped (no line breaks or controls), and
/// the full report is fenced with `stop-commands` so that nothing in it is
/// read as a command.
struct GitHubReporter {
  let report: VerificationReport
  let options: PlainTextOptions

  func render() -> String {
    let reporter = PlainTextReporter(report: report, options: options)
    var output = ""
    for mismatch in report.mismatches {
      let error = reporter.errorLine(for: mismatch)
      var properties: [String] = []
      if let file = error.file { properties.append("file=" + Self.escapeProperty(file)) }
      if let line = error.line { properties.append("line=\(line)") }
      properties.append("title=" + Self.escapeProperty("\(mismatch.code) \(error.title)"))
      output += "::error \(properties.joined(separator: ","))::\(Self.escapeData(error.message))\n"
    }
    let plain = report.plainText(options)
    if !report.passed && report.mismatches.isEmpty {
      // Failed for a reason that is no mismatch (a snapshot that differs):
      // still one annotation, the report's first line.
      // By scalar: a CRLF is one character, which is not "\n".
      let first = plain.unicodeScalars.prefix { $0 != "\n" }
      output += "::error title=dobby::\(Self.escapeData(String(first)))\n"
    }
    let token = "dobby-" + String(FNV1a.hash(plain), radix: 16)
    output += "::stop-commands::\(token)\n" + plain + "::\(token)::\n"
    return output
  }

  /// Escapes a workflow command's data, scalar by scalar, so that the CR
  /// and LF of a CRLF (one character) are each escaped.
  static func escapeData(_ text: String) -> String {
    text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
  }

  /// Escapes a workflow command's property value, scalar by scalar.
  static func escapeProperty(_ text: String) -> String {
    text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
  }
}

extension VerificationReport {
  /// The report as GitHub Actions workflow commands (see ``GitHubReporter``); `DobbyRecording`'s
  /// `rendered(as:options:)` is the public way in.
  package func githubText(_ options: PlainTextOptions) -> String {
    GitHubReporter(report: self, options: options).render()
  }
}

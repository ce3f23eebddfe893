/// Renders reports as JUnit XML: one test suite, with one test case per
/// report, failed with the plain report when its verification failed.
///
/// One report and many go through the same code: ``testCase(for:path:)``
/// renders a report's test case, ``document(cases:)`` wraps any number of
/// them with the right counts, so a caller can render each report as it
/// reads it and keep only the text.
package struct JUnitReporter {
  /// A rendered `<testcase>` element and what it counts as.
  package struct TestCase: Sendable, Equatable {
    package enum Outcome: Sendable, Equatable { case passed, failed, error }
    package var xml: String
    package var outcome: Outcome
  }

  let options: PlainTextOptions

  package init(options: PlainTextOptions) { self.options = options }

  /// The test case of `report`; `path`, when given, is its recording's
  /// file, as a `file` attribute.
  package func testCase(for report: VerificationReport, path: String? = nil) -> TestCase {
    let name = xmlEscaped(DisplayText.escape(report.title))
    var xml = #"    <testcase classname="dobby" name="\#(name)""#
    if let path { xml += #" file="\#(xmlEscaped(DisplayText.escape(path)))""# }
    guard !report.passed else { return TestCase(xml: xml + "/>\n", outcome: .passed) }
    let plain = report.plainText(options)
    // The first error line; with no mismatch (a snapshot that differs),
    // the report's first line rather than its summary.
    let lines = plain.split(separator: "\n")
    let first = String(
      (report.mismatches.isEmpty ? lines.first : lines.dropFirst().first) ?? "failed")
    let code = report.mismatches.first?.code ?? "DOBBY"
    xml += ">\n"
    xml += #"      <failure type="\#(code)" message="\#(xmlEscaped(first))">"#
    xml += xmlEscaped(plain) + "</failure>\n"
    xml += "    </testcase>\n"
    return TestCase(xml: xml, outcome: .failed)
  }

  /// The test case of a recording at `path` that could not be read:
  /// an `<error>` with `message`, the reader's one line.
  package func testCase(unreadable path: String, message: String) -> TestCase {
    let name = xmlEscaped(DisplayText.escape(path))
    var xml = #"    <testcase classname="dobby" name="\#(name)" file="\#(name)">"# + "\n"
    xml +=
      #"      <error type="\#(DiagnosticCode.unreadable)" message="\#(xmlEscaped(DisplayText.escape(message)))"/>"#
    xml += "\n    </testcase>\n"
    return TestCase(xml: xml, outcome: .error)
  }

  /// The XML document holding `cases` in one suite, with `tests`,
  /// `failures` and `errors` counted from them.
  ///
  /// - Complexity: O(n) in the total length of the cases.
  package func document(cases: [TestCase]) -> String {
    let failures = cases.count { $0.outcome == .failed }
    let errors = cases.count { $0.outcome == .error }
    var counts = #"tests="\#(cases.count)" failures="\#(failures)""#
    if errors > 0 { counts += #" errors="\#(errors)""# }
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += "<testsuites \(counts)>\n"
    xml += #"  <testsuite name="dobby" \#(counts)>"# + "\n"
    for testCase in cases { xml += testCase.xml }
    return xml + "  </testsuite>\n</testsuites>\n"
  }
}

extension VerificationReport {
  /// The report as JUnit XML (see ``JUnitReporter``); `DobbyRecording`'s
  /// `rendered(as:options:)` is the public way in.
  package func junitXML(_ options: PlainTextOptions) -> String {
    let reporter = JUnitReporter(options: options)
    return reporter.document(cases: [reporter.testCase(for: self)])
  }
}

/// Renders a report as JUnit XML: one test suite with one test case,
/// failed with the plain report when the verification failed.
struct JUnitReporter {
  let report: VerificationReport
  let options: PlainTextOptions

  func render() -> String {
    let failures = report.passed ? 0 : 1
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites tests="1" failures="\#(failures)">"# + "\n"
    xml += #"  <testsuite name="dobby" tests="1" failures="\#(failures)">"# + "\n"
    xml += #"    <testcase classname="dobby" name="\#(escape(DisplayText.escape(report.title)))""#
    guard !report.passed else { return xml + "/>\n  </testsuite>\n</testsuites>\n" }
    let plain = report.plainText(options)
    let first = plain.split(separator: "\n").dropFirst().first.map(String.init) ?? "failed"
    let code = report.mismatches.first?.code ?? "DOBBY"
    xml += ">\n"
    xml += #"      <failure type="\#(code)" message="\#(escape(first))">"#
    xml += escape(plain) + "</failure>\n"
    xml += "    </testcase>\n  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// Escapes text for XML 1.0 content and attributes. The plain report has
  /// already made every control character visible, so only markup and any
  /// stray control left are replaced.
  private func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          result += DisplayText.visible(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

extension VerificationReport {
  /// The report as JUnit XML (see ``JUnitReporter``); `DobbyRecording`'s
  /// `rendered(as:options:)` is the public way in.
  package func junitXML(_ options: PlainTextOptions) -> String {
    JUnitReporter(report: self, options: options).render()
  }
}

import Testing

@testable import DobbyCore

/// The workflow commands' escapes go scalar by scalar: `"\r\n"` is one
/// Swift character, which equals neither `"\r"` nor `"\n"`.
struct GitHubReporterTests {
  @Test func `a CRLF is escaped as its two scalars, in data and in properties`() {
    #expect(GitHubReporter.escapeData("a\r\n::error::b\r\n") == "a%0D%0A::error::b%0D%0A")
    #expect(GitHubReporter.escapeData("50%\r") == "50%25%0D")
    #expect(
      GitHubReporter.escapeProperty("Odd\r\nName:1,2%.swift") == "Odd%0D%0AName%3A1%2C2%25.swift")
    // A CR before a combining accent is one character too.
    #expect(GitHubReporter.escapeData("a\r\u{301}b") == "a%0D\u{301}b")
  }

  @Test func `a CRLF in a file path reaches the annotation escaped for the terminal first`() {
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(title: "CheckoutTests.receipt")
    pattern.expect(
      "receipt", in: mailer, fileID: "T/Odd.swift", filePath: "Tests/Odd\r\n::error::x.swift",
      line: 7, column: 5)
    let text = pattern.check().githubText(PlainTextOptions())
    let first = String(text.unicodeScalars.prefix { $0 != "\n" })
    #expect(
      first
        == #"::error file=Tests/Odd\r\n%3A%3Aerror%3A%3Ax.swift,line=7,"#
        + #"title=DOBBY-E004 unfulfilled::E1 mailer == "receipt" expected once, matched 0 times"#)
    #expect(!text.unicodeScalars.contains("\r"))
  }
}

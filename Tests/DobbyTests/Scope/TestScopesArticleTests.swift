import Dobby
import Testing

/// The main example of the `TestScopes` article, compiled and run, so
/// that it stays true.
@Suite(.temporaryRecordings, .dobby)
struct TestScopesArticleTests {
  @Test func `a paid order is mailed a receipt`() {
    Self.payAndMail()
  }

  @Test func `the same example without the receipt fails where the pattern was made`()
    async throws
  {
    try await withKnownIssue {
      try await DobbyTrait.dobby.provideScope(for: Test.current!, testCase: nil) {
        Self.payAndMail(receipt: false)
      }
    } matching: { issue in
      issue.error.map { "\($0)" }
        == "DOBBY-E007 never verified: the pattern made here does not hold: DOBBY-E004"
        + #" unfulfilled: E2 mailer == "receipt" expected once, matched 0 times"#
        && issue.sourceLocation?.line == Self.patternLine
    }
  }

  @Test func `the article shows late work's recording as --plain prints it`() throws {
    let scope = ScopeRecord(name: "RefundTests.refund")
    let mailer = Recorder<String>(name: "mailer", capturesCallers: false)
    let payments = Recorder<Int>(name: "payments", capturesCallers: false)
    let file: StaticString = "/src/Tests/ShopTests/RefundTests.swift"
    let fileID: StaticString = "ShopTests/RefundTests.swift"
    _ = scope.end()
    LateWork.$sink.withValue({ _ in }) {
      TestScope.run(scope) {
        mailer.record("receipt", fileID: fileID, filePath: file, line: 20)
        payments.record(2, fileID: fileID, filePath: file, line: 21)
      }
    }
    let report = LateInteractions.report(title: scope.name, steps: scope.lateSteps())
    let block = report.plainText(PlainTextOptions(basePath: "/src")).split(separator: "\n")
      .map { "  " + $0 }.joined(separator: "\n")
    #expect(try Article.text("TestScopes").contains("  ```text\n" + block + "\n  ```\n"))
  }

  /// The line of `payAndMail(receipt:)` that makes its pattern.
  static let patternLine = #line + 7

  /// The article's example: a payment and (unless `receipt` is false) its
  /// receipt, against a pattern that expects both and is never verified.
  static func payAndMail(receipt: Bool = true) {
    let payments = Recorder<Int>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern()
    pattern.expect(42, in: payments)
    pattern.expect("receipt", in: mailer)
    payments.record(42)
    if receipt { mailer.record("receipt") }
    // No verify(): the scope verifies the pattern when the test ends.
  }
}

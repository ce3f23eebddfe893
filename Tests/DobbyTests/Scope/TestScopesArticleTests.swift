import Dobby
import Testing

/// The main example of the `TestScopes` article, compiled and run, so
/// that it stays true.
@Suite(.temporaryRecordings, .dobby)
struct TestScopesArticleTests {
  @Test func `a paid order is mailed a receipt`() {
    let payments = Recorder<Int>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern()
    pattern.expect(42, in: payments)
    pattern.expect("receipt", in: mailer)
    payments.record(42)
    mailer.record("receipt")
    // No verify(): the scope verifies the pattern when the test ends.
  }

  @Test func `the same example without the receipt fails where the pattern was made`()
    async throws
  {
    let line = #line + 5
    try await withKnownIssue {
      try await DobbyTrait.dobby.provideScope(for: Test.current!, testCase: nil) {
        let payments = Recorder<Int>(name: "payments")
        let mailer = Recorder<String>(name: "mailer")
        let pattern = Pattern()
        pattern.expect(42, in: payments)
        pattern.expect("receipt", in: mailer)
        payments.record(42)
      }
    } matching: { issue in
      issue.error.map { "\($0)" }
        == "DOBBY-E007 never verified: the pattern made here does not hold: DOBBY-E004"
        + #" unfulfilled: E2 mailer == "receipt" expected once, matched 0 times"#
        && issue.sourceLocation?.line == line
    }
  }
}

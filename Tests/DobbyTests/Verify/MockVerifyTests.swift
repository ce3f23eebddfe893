import Dobby
import Foundation
import Testing

@Suite(.temporaryRecordings)
struct MockVerifyTests {
  @Test func `a passing mock verifies quietly`() {
    let mailer = Mock<String>(name: "mailer")
    mailer.expect("welcome")
    mailer.record("welcome")
    let report = mailer.verify()
    #expect(report.passed)
    #expect(report.title == "MockVerifyTests.a passing mock verifies quietly")
  }

  @Test func `a failing mock records one issue at the verify line`() {
    let mailer = Mock<String>(name: "mailer", ordered: false)
    mailer.expect("welcome")
    mailer.expect("receipt")
    mailer.record("receipt")
    let line = #line + 2
    withKnownIssue {
      let report = mailer.verify()
      #expect(!report.passed)
    } matching: { issue in
      let text = issue.text
      return text.contains(
        #"DOBBY-E004 unfulfilled: E1 mailer == "welcome" expected once, matched 0 times"#)
        && text.hasPrefix(#"DOBBY-E004 unfulfilled: E1 mailer == "welcome""#)
        && text.contains("\ndobby: MockVerifyTests.a failing mock records one issue")
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "DobbyTests/MockVerifyTests.swift"
    }
  }

  @Test func `verify within waits for the mock to be recorded into`() async {
    let mailer = Mock<String>(name: "mailer")
    mailer.expect("welcome")
    mailer.expect("receipt")
    // A thread of its own, not a task: the test does not need a thread of
    // the shared pool, which long test cases may hold, to produce.
    Thread {
      mailer.record("welcome")
      mailer.record("receipt")
    }.start()
    let report = await mailer.verify(within: .seconds(30))
    #expect(report.passed)
  }

  @Test func `verify within fails at the deadline`() async {
    let mailer = Mock<String>(name: "mailer")
    mailer.expect("welcome")
    await withKnownIssue {
      let report = await mailer.verify(within: .milliseconds(50))
      #expect(!report.passed)
    } matching: { issue in
      issue.text.contains("DOBBY-E004 unfulfilled")
    }
  }

  @Test func `fail-fast records an issue at the record line`() {
    let mailer = Mock<String>(name: "mailer", failFast: true)
    mailer.expect("welcome", times: .atLeast(1))
    mailer.reject("spam")
    mailer.record("welcome")
    let line = #line + 2
    withKnownIssue {
      mailer.record("spam")
    } matching: { issue in
      let text = issue.text
      return text.hasPrefix(
        #"fail-fast: #2 mailer("spam") can never be valid (DOBBY-E003 rejected)"#)
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "DobbyTests/MockVerifyTests.swift"
    }
    mailer.record("welcome")  // valid: the rejection is not reported again
    #expect(mailer.check().mismatches.map(\.kind) == [.rejected])
  }
}

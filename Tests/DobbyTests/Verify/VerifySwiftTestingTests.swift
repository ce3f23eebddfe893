import Dobby
import Foundation
import Testing

@Suite(.temporaryRecordings)
struct VerifySwiftTestingTests {
  @Test func `a failing verify records one issue at the caller's line`() {
    let first = Recorder<Int>(name: "fst")
    let second = Recorder<String>(name: "snd")
    first.record(1)
    second.record("foobar")
    let pattern = Pattern()
    pattern.expect("foobar", in: second)
    pattern.expect(1, in: first)
    let line = #line + 2
    withKnownIssue {
      let report = pattern.verify()
      #expect(
        report.title
          == "VerifySwiftTestingTests.a failing verify records one issue at the caller's line")
    } matching: { issue in
      let text = issue.text
      return text.contains("DOBBY-E002 out of order: #1 fst(1) came before E1 snd == \"foobar\"")
        && issue.error.map { "\($0)" }
          == "DOBBY-E002 out of order: #1 fst(1) came before E1 snd == \"foobar\""
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "DobbyTests/VerifySwiftTestingTests.swift"
    }
  }

  @Test func `a passing verify records nothing`() {
    let numbers = Recorder<Int>()
    numbers.record(3)
    let verification = Pattern()
    verification.expect(3, in: numbers)
    let report = verification.verify()
    #expect(report.passed)
  }

  @Test func `verify within waits for a recorder on another task`() async {
    let numbers = Recorder<Int>()
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    pattern.expect(2, in: numbers)
    // A thread of its own, not a task: the test does not need a thread of
    // the shared pool, which long test cases may hold, to produce.
    Thread {
      numbers.record(1)
      numbers.record(2)
    }.start()
    let report = await pattern.verify(within: .seconds(30))
    #expect(report.passed)
  }

  @Test func `verify within fails at the deadline`() async {
    let numbers = Recorder<Int>()
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    await withKnownIssue {
      let report = await pattern.verify(within: .milliseconds(50))
      #expect(!report.passed)
    } matching: { issue in
      issue.text.contains("DOBBY-E004 unfulfilled")
    }
  }
}

extension VerifySwiftTestingTests {
  @Test func `verify with a timeout waits for a recorder on another thread`() {
    let numbers = Recorder<Int>()
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    pattern.expect(2, in: numbers)
    let producer = Thread {
      numbers.record(1)
      numbers.record(2)
    }
    producer.start()
    #expect(pattern.verify(within: .seconds(30)).passed)
  }

  @Test func `verify with a timeout fails at the deadline`() {
    let numbers = Recorder<Int>()
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    withKnownIssue {
      #expect(!pattern.verify(within: .milliseconds(30)).passed)
    } matching: { issue in
      issue.text.contains("DOBBY-E004 unfulfilled")
    }
  }
}

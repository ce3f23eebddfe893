import Foundation
import Synchronization
import Testing

@testable import Dobby

/// Work a test started belongs to it after it returned: a late record or
/// verification is reported naming the test, and a verify still waiting
/// at the test's end fails the test once.
@Suite(.temporaryRecordings)
struct LateWorkTests {
  /// Runs `body` in the `.dobby` scope, as `@Test(.dobby)` does.
  private func inScope(_ body: @Sendable @escaping () async throws -> Void) async throws {
    try await DobbyTrait.dobby.provideScope(for: Test.current!, testCase: nil, performing: body)
  }

  /// The scope's name for the running test: its recordings' title.
  private var testName: String { TestFailure.currentTestName(readingStack: false)! }

  /// What `body` reports late, as late work and as failures: neither
  /// reaches standard error or the exit status.
  private func lateReports(
    _ body: @Sendable () async throws -> Void
  ) async rethrows -> (notes: [String], failures: [String]) {
    let notes = Mutex<[String]>([])
    let failures = Mutex<[String]>([])
    try await LateWork.$sink.withValue({ text in notes.withLock { $0.append(text) } }) {
      try await UnreportedFailures.$sink.withValue({ text in
        failures.withLock { $0.append(text) }
      }) { try await body() }
    }
    return (notes.withLock { $0 }, failures.withLock { $0 })
  }

  @Test func `a task that records after its test ended is the test's, reported once`() async throws
  {
    let mailer = Recorder<String>(name: "mailer")
    let gate = AsyncStream<Void>.makeStream()
    let late = Mutex<Task<Void, Never>?>(nil)
    let reports = try await lateReports {
      try await inScope {
        late.withLock {
          $0 = Task {
            for await _ in gate.stream {}
            mailer.record("receipt")
            mailer.record("invoice")
          }
        }
      }
      gate.continuation.finish()
      await late.withLock { $0 }?.value
    }
    // Named as the test's recordings are titled, not by its display name.
    let title =
      "LateWorkTests.a task that records after its test ended is the test's, reported once"
    #expect(reports.notes == [LateWork.text(test: title)])
    #expect(reports.failures.isEmpty)
    // Another test's pattern names the test that started the task.
    let report = TestScope.run(ScopeRecord(name: "other()")) { () -> VerificationReport in
      let pattern = Pattern(nice: true)
      pattern.watch(mailer)
      return pattern.check()
    }
    #expect(report.foreignInteractions.map(\.test) == [testName, testName])
  }

  @Test func `a verify still waiting when its test ends fails the test once`() async throws {
    let numbers = Recorder<Int>(name: "numbers")
    let waiting = Mutex<Task<VerificationReport, Never>?>(nil)
    let issues = Mutex<[String]>([])
    try await withKnownIssue {
      try await inScope {
        let pattern = Pattern()
        pattern.expect(1, in: numbers)
        waiting.withLock { $0 = Task { await pattern.verify(within: .seconds(30)) } }
        while TestScope.current?.waitsUnderWay == 0 { await Task.yield() }
      }
    } matching: { issue in
      issues.withLock { $0.append(issue.error.map { "\($0)" } ?? "") }
      return true
    }
    // A strict pattern's unexpected call ends the wait at once.
    numbers.record(2)
    let report = await waiting.withLock { $0 }!.value
    #expect(!report.passed)
    #expect(
      issues.withLock { $0 }
        == [
          "the test ended while this verification waited: DOBBY-E004 unfulfilled: E1 numbers == 1"
            + " expected once, matched 0 times"
        ])
  }

  @Test func `a verify that fails after its test ended is reported late, naming it`() async throws {
    let numbers = Recorder<Int>(name: "numbers")
    let gate = AsyncStream<Void>.makeStream()
    let late = Mutex<Task<Void, Never>?>(nil)
    let line: UInt = #line + 13
    let title = TestFailure.currentTestName(readingStack: false) ?? ""
    let issues = Mutex<[String]>([])
    let reports = try await lateReports {
      try await withKnownIssue {
        try await inScope {
          let pattern = Pattern()
          pattern.expect(1, in: numbers)
          numbers.record(1)
          late.withLock {
            $0 = Task {
              for await _ in gate.stream {}
              numbers.record(2)
              pattern.verify()
            }
          }
        }
        gate.continuation.finish()
        await late.withLock { $0 }?.value
      } matching: { issue in
        issues.withLock { $0.append(issue.error.map { "\($0)" } ?? "") }
        return true
      }
    }
    #expect(reports.notes == [LateWork.text(test: testName)])
    #expect(reports.failures.count == 1)
    let first = reports.failures.first?.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first.hasSuffix(
        "LateWorkTests.swift:\(line): error: DOBBY-E001 unexpected: #2 numbers(2)"
          + " matched no pending expectation (after test \"\(title)\" ended)"))
    // The task still names the test: Swift Testing records it as the
    // test's issue too, for its log and JUnit file.
    #expect(
      issues.withLock { $0 }
        == [
          "DOBBY-E001 unexpected: #2 numbers(2) matched no pending expectation (after test"
            + " \"\(title)\" ended)"
        ])
  }

  @Test func `late work is an issue of the test its task still names`() async throws {
    let mailer = Recorder<String>(name: "mailer")
    let gate = AsyncStream<Void>.makeStream()
    let late = Mutex<Task<Void, Never>?>(nil)
    let issues = Mutex<[String]>([])
    let failures = Mutex<[String]>([])
    // The late-work hook runs (no late-work sink): it saves the recording
    // and records the issue; the log line goes to the failures' sink.
    try await UnreportedFailures.$sink.withValue({ text in failures.withLock { $0.append(text) } })
    {
      try await withKnownIssue {
        try await inScope {
          late.withLock {
            $0 = Task {
              for await _ in gate.stream {}
              mailer.record("receipt")
            }
          }
        }
        gate.continuation.finish()
        await late.withLock { $0 }?.value
      } matching: { issue in
        issues.withLock { $0.append(issue.error.map { "\($0)" } ?? "") }
        return true
      }
    }
    #expect(issues.withLock { $0 } == [LateWork.text(test: testName)])
    let lines = failures.withLock { $0 }.first?.split(separator: "\n").map(String.init) ?? []
    #expect(lines.first == LateWork.text(test: testName))
    #expect(lines.dropFirst().first?.hasPrefix("recording: ") == true, "\(lines)")
  }

  @Test(arguments: [
    ("-[CheckoutTests testRefund]", "CheckoutTests.testRefund"),
    ("CheckoutTests.testRefund", "CheckoutTests.testRefund"),
  ])
  func `an XCTest case's title reads as Swift Testing's`(name: String, title: String) {
    #expect(DobbyTestCase.title(ofTest: name) == title)
  }
}

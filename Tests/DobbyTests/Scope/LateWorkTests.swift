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
    // The task still names the test: Swift Testing records it as the
    // test's issue, for its log and JUnit file, and that is its one line
    // in the log (nothing on standard error).
    #expect(reports.failures.isEmpty)
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
    // and records the issue, which is the log's one line of it.
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
    // Once in the log: the issue, not standard error too.
    #expect(failures.withLock { $0 }.isEmpty)
  }

  @Test func `late work's recording has every late interaction as a step, saved again at the end`()
    async throws
  {
    let mailer = Recorder<String>(name: "mailer", capturesCallers: false)
    let payments = Recorder<Int>(name: "payments", capturesCallers: false)
    let gate = AsyncStream<Void>.makeStream()
    let late = Mutex<Task<Void, Never>?>(nil)
    let comments = Mutex<[String]>([])
    let failures = Mutex<[String]>([])
    let file: StaticString = "/src/Tests/ShopTests/RefundTests.swift"
    try await UnreportedFailures.$sink.withValue({ text in failures.withLock { $0.append(text) } })
    {
      try await withKnownIssue {
        try await inScope {
          payments.record(1, fileID: "ShopTests/RefundTests.swift", filePath: file, line: 12)
          late.withLock {
            $0 = Task {
              for await _ in gate.stream {}
              mailer.record(
                "receipt", fileID: "ShopTests/RefundTests.swift", filePath: file, line: 20)
              payments.record(2, fileID: "ShopTests/RefundTests.swift", filePath: file, line: 21)
              mailer.record(
                "invoice", fileID: "ShopTests/RefundTests.swift", filePath: file, line: 22)
            }
          }
        }
        gate.continuation.finish()
        await late.withLock { $0 }?.value
      } matching: { issue in
        comments.withLock { $0 += issue.comments.map(\.rawValue) }
        return true
      }
    }
    // The issue is the log's one line: nothing goes to standard error.
    #expect(failures.withLock { $0 }.isEmpty)
    let path = try #require(
      comments.withLock { $0 }.joined(separator: "\n").split(separator: "\n")
        .first { $0.hasPrefix("recording: ") }?.dropFirst("recording: ".count))
    // Reported as the work began, before its first record landed.
    #expect(try VerificationReport(contentsOf: String(path)).timeline.isEmpty)
    // The process's end saves it again, in place, with every late step.
    #expect(LateWorkRecordings.saveAgain(at: String(path)) == 1)
    let saved = try VerificationReport(contentsOf: String(path))
    #expect(
      saved.plainText(PlainTextOptions(basePath: "/src"))
        == """
        dobby: \(testName) FAILED (strict, ordered) - 3 interactions from 2 recorders, 0 expectations, 3 mismatches
        Tests/ShopTests/RefundTests.swift:20: error: DOBBY-E001 unexpected: #1 mailer("receipt") matched no pending expectation
          recorded at: Tests/ShopTests/RefundTests.swift:20
          lanes:       mailer      payments
                   #1  "receipt" ✗
                   #2              2 ✗
                   #3  "invoice" ✗
        Tests/ShopTests/RefundTests.swift:21: error: DOBBY-E001 unexpected: #2 payments(2) matched no pending expectation
          recorded at: Tests/ShopTests/RefundTests.swift:21
        Tests/ShopTests/RefundTests.swift:22: error: DOBBY-E001 unexpected: #3 mailer("invoice") matched no pending expectation
          recorded at: Tests/ShopTests/RefundTests.swift:22
        summary: 3 mismatches - 3 unexpected, 0 out of order, 0 rejected, 0 unfulfilled, 0 exceeded

        """)
  }

  @Test(arguments: [
    ("-[CheckoutTests testRefund]", "CheckoutTests.testRefund"),
    ("CheckoutTests.testRefund", "CheckoutTests.testRefund"),
  ])
  func `an XCTest case's title reads as Swift Testing's`(name: String, title: String) {
    #expect(DobbyTestCase.title(ofTest: name) == title)
  }
}

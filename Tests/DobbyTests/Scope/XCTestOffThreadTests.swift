import Dobby
import DobbyTestSupport
import Foundation
import XCTest

/// Failures found on another thread under a plain `XCTestCase`: titled by
/// the running test, and, when no test case runs (a class's tear-down),
/// kept by the process's exit status instead of dropped.
final class XCTestOffThreadTests: XCTestCase {
  private var failures: [String] = []
  /// The first lines of the first failure the test expects, checked in
  /// its tear-down, after the test's scope has reported what it held.
  private var expectedFailure: [String]?

  override func invokeTest() {
    Verification.withTemporaryRecordings { super.invokeTest() }
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    // Dobby's failures only: an assertion's failure whose message quotes
    // a Dobby line is the test's own, and must fail it.
    guard description.hasPrefix("DOBBY-") || description.hasPrefix("failed - DOBBY-") else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    failures.append(description)
  }

  override func tearDown() {
    if let expectedFailure {
      // `XCTFail` starts its description with "failed - ".
      let failure = failures.first.map { $0.hasPrefix("failed - ") ? String($0.dropFirst(9)) : $0 }
      let lines = failure?.split(separator: "\n").prefix(2).map(String.init) ?? []
      XCTAssertEqual(lines, expectedFailure)
    }
    super.tearDown()
  }

  func testAFailingVerifyOnAThreadIsTitledByTheRunningTest() {
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    // A new thread does not inherit the test's task-local store: it
    // saves into a temporary directory of its own, not the checkout.
    Thread.runToEnd { _ = Verification.withTemporaryRecordings { pattern.verify() } }
    // At once, or, when the test runs in a scope, at its tear-down.
    expectedFailure = [
      "DOBBY-E004 unfulfilled: E1 payments == 1 expected once, matched 0 times",
      "dobby: XCTestOffThreadTests.testAFailingVerifyOnAThreadIsTitledByTheRunningTest FAILED"
        + " (strict, ordered) - 0 interactions from 1 recorder, 1 expectation, 1 mismatch",
    ]
  }

  /// The standard error lines of `testCase` run in a child process, which
  /// must exit with status 1.
  private func failedChildRun(
    _ testCase: AnyClass, file: StaticString = #filePath, line: UInt = #line
  ) throws -> [String] {
    let recordings = try TemporaryDirectory()
    let (status, standardError) = try ChildTestRun.run(testCase, recordings: recordings.path)
    XCTAssertEqual(status, 1, standardError, file: file, line: line)
    return standardError.split(separator: "\n").map(String.init)
  }

  func testAFailureInAClassTearDownFailsTheProcess() throws {
    let lines = try failedChildRun(ClassTearDownChildProcess.self)
    XCTAssertEqual(
      lines.first { $0.contains("DOBBY-E004") },
      "Tests/DobbyTests/Scope/ClassTearDownChildProcess.swift:20: error: DOBBY-E004 unfulfilled:"
        + " E1 payments == 1 expected once, matched 0 times (outside any test, after"
        + " \"ClassTearDownChildProcess.testPassesWhenRunByTheClassTearDownTest\" ended)")
    XCTAssertEqual(
      lines.last,
      "dobby: 1 failure no test could take (outside any test, or after their test ended);"
        + " exit status 1")
  }

  func testAFailureAfterItsTestEndedIsTitledByThatTest() throws {
    let lines = try failedChildRun(LateThreadChildProcess.self)
    let late = lines.firstIndex { $0.contains("DOBBY-E004") }
    XCTAssertEqual(
      late.map { lines[$0] },
      "Tests/DobbyTests/Scope/LateThreadChildProcess.swift:24: error: DOBBY-E004 unfulfilled:"
        + " E1 payments == 1 expected once, matched 0 times (after test"
        + " \"LateThreadChildProcess.test1MakesAPattern\" ended)")
    XCTAssertEqual(
      late.map { lines[$0 + 1] },
      "dobby: LateThreadChildProcess.test1MakesAPattern FAILED (strict, ordered) - 0 interactions"
        + " from 1 recorder, 1 expectation, 1 mismatch")
  }

  func testLateWorkOfAPlainTestNamesThatTestNeverTheOneRunning() throws {
    let recordings = try TemporaryDirectory()
    let output = try TemporaryDirectory()
    let (status, standardError) = try ChildTestRun.run(
      PlainLateTaskChildProcess.self, recordings: recordings.path,
      standardOutput: output.url("stdout"))
    let standardOutput = try String(contentsOf: output.url("stdout"), encoding: .utf8)
    XCTAssertEqual(status, 1, standardError)
    let first = "PlainLateTaskChildProcess.test1StartsATaskThatVerifiesLate"
    let second =
      "PlainLateTaskChildProcess.test2RunsWhileTheFirstVerifiesAndStartsATaskThatRecordsLate"
    let file = "Tests/DobbyTests/Scope/PlainLateTaskChildProcess.swift"
    let late: [String] = standardError.split(separator: "\n").map(String.init).filter {
      ($0.hasSuffix("ended)") || $0.hasPrefix("dobby: ")) && !$0.contains(" FAILED ")
    }
    let firstFailure: String =
      "\(file):26: error: DOBBY-E004 unfulfilled: E1 payments == 1 expected once, matched 0 times"
      + " (after test \"\(first)\" ended)"
    func lateWork(_ test: String) -> String {
      "dobby: test \"\(test)\" has ended, but work it started goes on (a Task it did not await"
        + " records or verifies): await that work in the test"
    }
    let secondFailure: String =
      "\(file):43: error: DOBBY-E001 unexpected: #1 mailer(\"spam\") matched no pending expectation"
      + " (after test \"\(second)\" ended)"
    let exitStatus: String =
      "dobby: 4 failures no test could take (outside any test, or after their test ended); exit"
      + " status 1"
    // The first test is the process's first: what its task records late
    // names it too.
    XCTAssertEqual(
      late, [lateWork(first), firstFailure, lateWork(second), secondFailure, exitStatus])
    // No test is blamed for another's late work: all three pass.
    XCTAssertTrue(
      standardOutput.contains("Executed 3 tests, with 0 failures (0 unexpected)"), standardOutput)
    // Each late failure's recording, and one for each test's late work,
    // is saved under its own test's name.
    XCTAssertEqual(
      try recordings.files().map { $0.prefix { $0 != "-" } }.map(String.init),
      [first, first, second, second])
  }

  func testATaskStillQueuedWhenItsTestsProcessEndsRunsAndIsReportedLate() throws {
    let recordings = try TemporaryDirectory()
    let (status, standardError) = try ChildTestRun.run(
      QueuedTaskAtExitChildProcess.self, test: "testStartsATaskThatRecordsOnceTheProcessEnds",
      recordings: recordings.path)
    let test = "QueuedTaskAtExitChildProcess.testStartsATaskThatRecordsOnceTheProcessEnds"
    let lines = standardError.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("dobby: ")
    }
    XCTAssertEqual(
      lines,
      [
        "dobby: test \"\(test)\" has ended, but work it started goes on (a Task it did not await"
          + " records or verifies): await that work in the test",
        "dobby: 1 failure no test could take (outside any test, or after their test ended); exit"
          + " status 1",
      ], standardError)
    XCTAssertEqual(status, 1, standardError)
    XCTAssertEqual(try recordings.files().map { $0.prefix { $0 != "-" } }.map(String.init), [test])
  }
}

import Dispatch
import DobbyCore
import Testing

/// The four modes, as (strict, ordered).
private let modes = [(true, true), (true, false), (false, true), (false, false)]

/// A mock that fails fast into a recorder of its failures.
private func failingFast<Value>(
  _ mock: Mock<Value>
) -> Recorder<FailFastReport> {
  let failures = Recorder<FailFastReport>(name: "failures")
  mock.failureHandler = { message, site in failures.record(FailFastReport(message, site)) }
  return failures
}

/// Expects the fail-fast reports in `failures` to be made at `lines`,
/// with `firstLines` as their first lines.
private func expectReports(
  _ failures: Recorder<FailFastReport>, at lines: [Int], _ firstLines: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(failures.values.map(\.callSite.line) == lines, sourceLocation: sourceLocation)
  #expect(failures.values.map(\.firstLine) == firstLines, sourceLocation: sourceLocation)
}

/// Records `value` in `mock` once at each of `lines`, and expects a
/// fail-fast report in `failures` at each, with `firstLines` as their first
/// lines.
private func expectReports<Value: Sendable>(
  _ failures: Recorder<FailFastReport>, recording value: Value, in mock: Mock<Value>,
  at lines: [Int], _ firstLines: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  for line in lines { mock.record(value, line: UInt(line)) }
  expectReports(failures, at: lines, firstLines, sourceLocation: sourceLocation)
}

private struct FailFastReport: Sendable {
  let message: String
  let callSite: CallSite
  init(_ message: String, _ callSite: CallSite) {
    self.message = message
    self.callSite = callSite
  }
  var firstLine: String { String(message.prefix { $0 != "\n" }) }
}

struct MockTests {
  // MARK: Modes

  @Test(arguments: modes)
  func `every mode passes matching interactions`(strict: Bool, ordered: Bool) {
    let mock = Mock<Int>(name: "numbers", strict: strict, ordered: ordered)
    mock.expect(1)
    mock.expect(2, times: .atLeast(1))
    mock.record(1)
    mock.record(2)
    mock.record(2)
    let report = mock.check()
    #expect(report.passed)
    #expect(report.mode == PatternMode(strict: strict, ordered: ordered))
    #expect(report.recorders.map(\.name) == ["numbers"])
    #expect(report.expectations.map(\.matchCount) == [1, 2])
  }

  @Test(arguments: modes)
  func `strict mocks fail an unexpected interaction, nice ones ignore it`(
    strict: Bool, ordered: Bool
  ) {
    let mock = Mock<Int>(strict: strict, ordered: ordered)
    mock.expect(1)
    mock.expect(2)
    mock.record(1)
    mock.record(9)
    mock.record(2)
    let report = mock.check()
    #expect(kinds(report) == (strict ? [.unexpected] : []))
    #expect(report.timeline[1].verdict == (strict ? .mismatch(0) : .ignored))
  }

  @Test(arguments: modes)
  func `ordered mocks fail interactions out of order, unordered ones accept them`(
    strict: Bool, ordered: Bool
  ) {
    let mock = Mock<Int>(strict: strict, ordered: ordered)
    mock.expect(1)
    mock.expect(2)
    mock.record(2)
    mock.record(1)
    let report = mock.check()
    #expect(report.passed == !ordered)
    // Nice ordered: the turn rule ignores the early 2, so E2 ends unmet.
    let failure: [Mismatch.Kind] = strict ? [.outOfOrder] : [.unfulfilled]
    #expect(kinds(report) == (ordered ? failure : []))
  }

  @Test(arguments: modes)
  func `a rejection fails every mode`(strict: Bool, ordered: Bool) {
    let mock = Mock<String>(strict: strict, ordered: ordered)
    mock.expect("welcome")
    mock.reject("spam")
    mock.record("welcome")
    mock.record("spam")
    let report = mock.check()
    #expect(kinds(report) == [.rejected])
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.expectations.map(\.kind) == [.expect, .reject])
  }

  @Test(arguments: modes)
  func `an exceeded expectation fails every mode`(strict: Bool, ordered: Bool) {
    let mock = Mock<Int>(strict: strict, ordered: ordered)
    mock.expect(1, times: .atMost(2))
    for _ in 0..<3 { mock.record(1) }
    #expect(kinds(mock.check()) == [.exceeded])
  }

  @Test(arguments: modes)
  func `an unfulfilled expectation fails every mode`(strict: Bool, ordered: Bool) {
    let mock = Mock<Int>(strict: strict, ordered: ordered)
    mock.expect(1)
    let line = #line + 1
    mock.expect(2)
    mock.record(1)
    let report = mock.check()
    #expect(kinds(report) == [.unfulfilled])
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.expectations[1].callSite.line == line)
    #expect(report.firstDivergence == 2)
  }

  @Test func `the nice initialiser mirrors the strict one`() {
    #expect(Mock<Int>().mode == PatternMode(strict: true, ordered: true))
    #expect(Mock<Int>(nice: true).mode == PatternMode(strict: false, ordered: true))
    #expect(
      Mock<Int>(nice: false, ordered: false).mode == PatternMode(strict: true, ordered: false))
    #expect(!Mock<Int>().failFast)
    #expect(Mock<Int>(nice: true, failFast: true).failFast)
    let (mock, line) = (Mock<Int>(), #line)
    #expect(mock.name == "Int@MockTests.swift:\(line)")
  }

  @Test func `a mock takes part in a larger pattern`() {
    let mailer = Mock<String>(name: "mailer")
    let audit = Recorder<Int>(name: "audit")
    mailer.expect("welcome")
    mailer.record("welcome")
    audit.record(1)
    let pattern = Pattern()
    pattern.expect("welcome", in: mailer)
    pattern.expect(1, in: audit)
    #expect(pattern.check().passed)
    #expect(mailer.check().passed)
    #expect(mailer.values == ["welcome"])
    #expect(mailer.count == 1)
    #expect(mailer.snapshot(through: LogicalClock.now).values == ["welcome"])

    let late = Pattern()
    late.expect(1, in: audit)
    late.expect("welcome", in: mailer)
    #expect(kinds(late.check()) == [.outOfOrder])
  }

  // MARK: Fail-fast

  @Test func `fail-fast reports a rejected interaction once at its record line`() {
    let mock = Mock<Int>(name: "numbers", failFast: true)
    let failures = failingFast(mock)
    mock.expect(1)
    mock.expect(2, times: .atLeast(1))
    mock.reject(9)
    mock.record(1)
    let line = #line + 1
    mock.record(9)
    mock.record(2)
    mock.record(2)
    #expect(failures.count == 1)
    let failure = failures.values[0]
    #expect(failure.callSite.line == line)
    #expect(failure.callSite.fileID == "DobbyCoreTests/MockTests.swift")
    #expect(
      failure.firstLine == "fail-fast: #2 numbers(9) can never be valid (DOBBY-E003 rejected)")
  }

  @Test func `fail-fast reports an unexpected interaction in a strict mock`() {
    let mock = Mock<Int>(name: "numbers", failFast: true)
    let failures = failingFast(mock)
    mock.expect(1, times: .atLeast(1))
    mock.record(1)
    let line = #line + 1
    mock.record(5)
    mock.record(1)
    expectReports(
      failures, at: [line], ["fail-fast: #2 numbers(5) can never be valid (DOBBY-E001 unexpected)"])
  }

  @Test(arguments: [true, false])
  func `fail-fast reports an exceeded expectation`(ordered: Bool) {
    let mock = Mock<Int>(name: "numbers", ordered: ordered, failFast: true)
    let failures = failingFast(mock)
    mock.expect(1)
    mock.record(1)
    let line = #line + 1
    mock.record(1)
    expectReports(
      failures, at: [line], ["fail-fast: #2 numbers(1) can never be valid (DOBBY-E005 exceeded)"])
  }

  @Test func `fail-fast reports an interaction that skips a due expectation`() {
    let mock = Mock<String>(name: "steps", failFast: true)
    let failures = failingFast(mock)
    mock.expect("open")
    mock.expect("close")
    let line = #line + 1
    mock.record("close")
    mock.record("open")
    expectReports(
      failures, at: [line],
      [#"fail-fast: #1 steps("close") can never be valid (DOBBY-E004 unfulfilled)"#])
    #expect(!mock.check().passed)
  }

  @Test(arguments: modes)
  func `fail-fast does not report a prefix that can still be fulfilled`(
    strict: Bool, ordered: Bool
  ) {
    let mock = Mock<Int>(strict: strict, ordered: ordered, failFast: true)
    let failures = failingFast(mock)
    mock.expect(1)
    mock.expect(2)
    mock.expect(3, times: .between(1...2))
    mock.record(1)
    mock.record(2)
    #expect(kinds(mock.check()) == [.unfulfilled])
    mock.record(3)
    mock.record(3)
    #expect(mock.check().passed)
    #expect(failures.count == 0)
  }

  @Test func `fail-fast ignores what a nice mock ignores`() {
    let mock = Mock<Int>(nice: true, failFast: true)
    let failures = failingFast(mock)
    mock.expect(1)
    mock.record(7)
    mock.record(1)
    #expect(failures.count == 0)
    #expect(mock.check().passed)
  }

  @Test func `each failing interaction is reported at its own record`() {
    let mock = Mock<Int>(name: "numbers", ordered: false, failFast: true)
    let failures = failingFast(mock)
    mock.reject(9)
    expectReports(
      failures, recording: 9, in: mock, at: [400, 500],
      [
        "fail-fast: #1 numbers(9) can never be valid (DOBBY-E003 rejected)",
        "fail-fast: #2 numbers(9) can never be valid (DOBBY-E003 rejected)",
      ])
  }

  @Test func `an unordered mock reports the record that leaves one interaction over`() {
    let mock = Mock<Int>(name: "numbers", ordered: false, failFast: true)
    let failures = failingFast(mock)
    mock.expect(any(), times: .atMost(1))
    mock.expect(1, times: .atMost(1))
    mock.record(1)
    mock.record(2)
    #expect(failures.count == 0)
    // Either 2 or the second 1 is now one too many; the assignment leaves
    // out 2, and the record that made it so reports it.
    expectReports(
      failures, recording: 1, in: mock, at: [590, 600],
      [
        "fail-fast: #2 numbers(2) can never be valid (DOBBY-E005 exceeded)",
        "fail-fast: #4 numbers(1) can never be valid (DOBBY-E005 exceeded)",
      ])
    #expect(kinds(mock.check()) == [.exceeded, .exceeded])
  }

  @Test func `without fail-fast nothing is reported at record`() {
    let mock = Mock<Int>(failFast: false)
    let failures = failingFast(mock)
    mock.reject(9)
    mock.record(9)
    #expect(failures.count == 0)
    #expect(kinds(mock.check()) == [.rejected])
  }

  @Test func `the fail-fast message is the report of the final mismatches`() {
    let mock = Mock<String>(name: "mailer", failFast: true)
    let failures = failingFast(mock)
    mock.expect("welcome")
    mock.expect("receipt")
    let expectLine = #line + 1
    mock.reject("spam")
    mock.record("welcome")
    let recordLine = #line + 1
    mock.record("spam")
    let file = "Tests/DobbyCoreTests/Doubles/MockTests.swift"
    #expect(
      failures.values.first?.message == """
        fail-fast: #2 mailer("spam") can never be valid (DOBBY-E003 rejected)
        dobby: fail-fast FAILED (strict, ordered) - 2 interactions from 1 recorder, 3 expectations, 1 mismatch
        \(file):\(expectLine): error: DOBBY-E003 rejected: #2 mailer("spam") matched rejection E3 mailer == "spam"
          recorded at: \(file):\(recordLine)
          rule:     E3 mailer == "spam"   (\(file):\(expectLine))
          lanes:       mailer
                   #1  "welcome" ✓E1
                   #2  "spam" ✗
        summary: 1 mismatch - 0 unexpected, 0 out of order, 1 rejected, 0 unfulfilled, 0 exceeded

        """)
  }

  @Test func `concurrent fail-fast records report each failure once`() {
    let mock = Mock<Int>(nice: true, ordered: false, failFast: true)
    let failures = failingFast(mock)
    mock.expect(any(), times: .atLeast(0))
    mock.reject(-1)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for i in 0..<50 { mock.record(i == 25 ? -1 : thread) }
    }
    #expect(mock.count == 400)
    #expect(failures.count == 8)
    #expect(Set(failures.values.map(\.firstLine)).count == 8)
  }
}

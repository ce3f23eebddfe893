import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// A verification that fails where no test is current fails the test that
/// made the pattern or mock: it is never dropped.
@Suite(.temporaryRecordings)
struct OffTaskFailureTests {
  private func inScope(_ body: @Sendable @escaping () async throws -> Void) async throws {
    try await DobbyTrait.dobby.provideScope(for: Test.current!, testCase: nil, performing: body)
  }

  /// A failing pattern: `1` expected, nothing recorded.
  private static func failing() -> Pattern {
    let pattern = Pattern()
    pattern.expect(1, in: Recorder<Int>(name: "numbers"))
    return pattern
  }

  private static func isUnfulfilled(_ issue: Issue) -> Bool {
    issue.error.map { "\($0)" }?.hasPrefix("DOBBY-E004 unfulfilled: E1 numbers == 1") == true
  }

  @Test func `a failing verify on a Thread fails its test`() async throws {
    try await withKnownIssue {
      try await inScope {
        let pattern = Self.failing()
        Thread.runToEnd { pattern.verify() }
      }
    } matching: {
      Self.isUnfulfilled($0)
    }
  }

  @Test func `a failing verify in Task.detached fails its test`() async throws {
    try await withKnownIssue {
      try await inScope {
        let pattern = Self.failing()
        await Task.detached { _ = pattern.verify() }.value
      }
    } matching: {
      Self.isUnfulfilled($0)
    }
  }

  @Test func `a failing verify on a dispatch queue fails its test`() async throws {
    try await withKnownIssue {
      try await inScope {
        let pattern = Self.failing()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { pattern.verify() }
        group.wait()
      }
    } matching: {
      Self.isUnfulfilled($0)
    }
  }

  @Test func `without a scope, a failing verify on a Thread fails its test when it next verifies`()
  {
    withKnownIssue {
      let pattern = Self.failing()
      Thread.runToEnd { pattern.verify() }
      // Swift Testing takes an issue on the test's task only: the one held
      // for the test is recorded when its task reaches Dobby again.
      Pattern(nice: true).verify()
    } matching: {
      Self.isUnfulfilled($0)
    }
  }

  @Test func `without a scope, a failure the test never takes fails the process, naming it`()
    throws
  {
    let recordings = try TemporaryDirectory()
    let (status, standardError) = try ChildTestRun.run(
      UnscopedThreadChildProcess.self, swiftTesting: true, recordings: recordings.path)
    #expect(status == 1, "\(standardError)")
    let failure =
      "Tests/DobbyTests/Scope/UnscopedThreadChildProcess.swift:17: error: DOBBY-E004 unfulfilled:"
      + " E1 payments == 1 expected once, matched 0 times (for test"
      + " \"UnscopedThreadChildProcess.verifies on a thread and returns\""
    let lines = standardError.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("Tests/") || $0.hasPrefix("dobby: ")
    }
    #expect(
      lines == [
        failure + ")",
        failure + ", which ended before it could take it)",
        "dobby: UnscopedThreadChildProcess.verifies on a thread and returns FAILED (strict,"
          + " ordered) - 0 interactions from 1 recorder, 1 expectation, 1 mismatch",
        "Tests/DobbyTests/Scope/UnscopedThreadChildProcess.swift:16: error: DOBBY-E004"
          + " unfulfilled: E1 payments == 1 expected once, matched 0 times",
        "dobby: 1 failure no test could take (outside any test, or after their test ended);"
          + " exit status 1",
      ])
    #expect(try recordings.files().count == 1)
  }

  @Test func `a fail-fast mock recording on a Thread fails its test`() async throws {
    try await withKnownIssue {
      try await inScope {
        let mailer = Mock<String>(name: "mailer", failFast: true)
        mailer.expect("welcome")
        Thread.runToEnd { mailer.record("spam") }
        mailer.record("welcome")
        _ = mailer.check()
      }
    } matching: { issue in
      issue.error.map { "\($0)" }
        == #"fail-fast: #1 mailer("spam") can never be valid (DOBBY-E001 unexpected)"#
    }
  }
}

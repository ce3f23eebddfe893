import Dobby
import Foundation
import Synchronization
import Testing

/// What a test scope reports at its end. Each case runs the `.dobby`
/// trait's scope inside the test, so that the failures it records at its
/// end are asserted as known issues.
@Suite(.temporaryRecordings)
struct ScopeEndTests {
  /// Runs `body` in the `.dobby` scope, as `@Test(.dobby)` does.
  private func inScope(
    _ trait: DobbyTrait = .dobby, _ body: @Sendable @escaping () async throws -> Void
  ) async throws {
    try await trait.provideScope(for: Test.current!, testCase: nil, performing: body)
  }

  @Test func `a pattern never verified fails at the line that made it`() async throws {
    let line = #line + 5
    try await withKnownIssue {
      try await inScope {
        let payments = Recorder<Int>(name: "payments")
        payments.record(1)
        let pattern = Pattern()
        pattern.expect(2, in: payments)
      }
    } matching: { issue in
      issue.error.map { "\($0)" }
        == "DOBBY-E007 never verified: the pattern made here does not hold: DOBBY-E001"
        + " unexpected: #1 payments(1) matched no pending expectation"
        && issue.sourceLocation?.line == line
        && issue.text.contains("dobby: ScopeEndTests.")
    }
  }

  @Test func `a mock never verified fails at the line that made it`() async throws {
    let line = #line + 3
    try await withKnownIssue {
      try await inScope {
        let mailer = Mock<String>(name: "mailer")
        mailer.expect("welcome")
      }
    } matching: { issue in
      issue.error.map { "\($0)" }?.hasPrefix(
        "DOBBY-E007 never verified: the mock made here does not hold: DOBBY-E004 unfulfilled:")
        == true
        && issue.sourceLocation?.line == line
    }
  }

  /// A stub every test shares, made by the first test that reads it.
  private static let sharedPricing: Stub<String, Double> = {
    let pricing = Stub<String, Double>(name: "shared pricing")
    pricing.on("SKU-1", return: 1)
    pricing.on("SKU-2", return: 2)
    return pricing
  }()

  @Test(arguments: ["SKU-1", "SKU-2"])
  func `a static stub shared by parameterized cases fails none of them`(sku: String)
    async throws
  {
    try await inScope { _ = try Self.sharedPricing.invoke(sku) }
  }

  @Test func `what holds or was verified passes the scope`() async throws {
    try await inScope {
      let payments = Recorder<Int>(name: "payments")
      payments.record(1)
      let holds = Pattern()
      holds.expect(1, in: payments)
      let verified = Pattern(nice: true)
      verified.expect(any(), in: payments, times: .atLeast(1))
      verified.verify()
    }
  }

  @Test func `an unused stub reaction fails the scope at its line`() async throws {
    let line = #line + 4
    try await withKnownIssue {
      try await inScope {
        let pricing = Stub<String, Double>(name: "pricing")
        pricing.on("SKU-2", return: 4.0)
        pricing.on("SKU-1", return: 9.5)
        _ = try pricing.invoke("SKU-1")
      }
    } matching: { issue in
      issue.error.map { "\($0)" }
        == #"DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked"#
        && issue.sourceLocation?.line == line
    }
  }

  @Test func `a call no reaction answered comes before the reactions it left unused`()
    async throws
  {
    let recorded = Mutex<[String]>([])
    try await withKnownIssue {
      try await inScope {
        let pricing = Stub<String, Double>(name: "pricing")
        pricing.on("SKU-1", return: 9.5)
        pricing.on("SKU-2", return: 4.0)
        _ = try pricing.invoke("SKU-3")
      }
    } matching: { issue in
      recorded.withLock { $0.append(issue.error.map { "\($0)" } ?? "") }
      return true
    }
    #expect(
      recorded.withLock { $0 } == [
        #"stub "pricing" has no reaction for "SKU-3""#,
        #"DOBBY-E006 unused: pricing.on(== "SKU-1") was never invoked (+1 more)"#,
      ])
  }

  @Test func `reportsUnusedReactions false lets a stub keep its reactions`() async throws {
    try await inScope(.dobby(reportsUnusedReactions: false)) {
      let pricing = Stub<String, Double>(name: "pricing")
      pricing.on("SKU-2", return: 4.0)
    }
  }
}

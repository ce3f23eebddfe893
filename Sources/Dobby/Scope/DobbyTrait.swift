public import Testing

/// The test scope of Swift Testing: `@Test(.dobby)` or `@Suite(.dobby)`.
///
/// In the scope, every interaction recorded by the test's task, its child
/// tasks and the `Task {}`s it starts carries the test's identity; a
/// pattern counts only its own test's interactions and those recorded
/// outside any test, and warns about another test's. At the test's end,
/// every pattern and mock made in it and never verified is verified, and
/// fails the test at the line that made it; stubs made in it fail with
/// their unused reactions; and a failure found off the test's task (a
/// `Thread`, a `Task.detached`, a dispatch callback) fails the test.
///
/// ```swift
/// @Suite(.dobby) struct CheckoutTests {
///   @Test func `sends a receipt`() { … }
/// }
/// ```
public struct DobbyTrait: TestTrait, SuiteTrait, TestScoping {
  /// Whether stubs made in the scope fail the test with the reactions it
  /// never used.
  public var reportsUnusedReactions: Bool

  /// On a suite, the scope applies to each of its tests.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's own scope (no test case) only passes through: each test
    // gets one of its own.
    guard !test.isSuite else { return try await function() }
    TestBridge.install()
    // Named as its recordings are titled (`CheckoutTests.refund`): the
    // late-work line, the failures reported after its end and the
    // interactions another test's pattern sees all read the same name.
    let title = TestFailure.currentTestName(readingStack: false)
    let scope = ScopeRecord(
      name: title ?? test.displayName ?? test.name, context: ScopeContext(title: title))
    let conclusion = ScopeConclusion(
      scope: scope, reportsUnusedReactions: reportsUnusedReactions)
    do {
      try await TestScope.run(scope) { try await function() }
    } catch let error where Self.isStubFailure(error) {
      // The cause first: a call no reaction answered is what leaves the
      // reactions unused that the scope reports at its end, so it is
      // recorded before them (Swift Testing would record it after).
      Issue.record(error, sourceLocation: test.sourceLocation)
      Self.conclude(conclusion)
      return
    } catch {
      Self.conclude(conclusion)
      throw error
    }
    Self.conclude(conclusion)
  }

  /// Whether `error` is a stub's failure to answer a call.
  private static func isStubFailure(_ error: any Error) -> Bool {
    error is UnexpectedArguments || error is AsyncReactionCalledSynchronously
  }

  /// Ends the scope, recording what fails it as issues.
  private static func conclude(_ conclusion: ScopeConclusion) {
    conclusion.finish { headline, message, site in
      Issue.record(
        VerificationFailure(headline: headline), Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
    }
  }
}

extension Trait where Self == DobbyTrait {
  /// The Dobby test scope, stubs reporting unused reactions.
  public static var dobby: DobbyTrait { DobbyTrait(reportsUnusedReactions: true) }

  /// The Dobby test scope; `reportsUnusedReactions: false` lets stubs keep
  /// reactions the test does not use.
  public static func dobby(reportsUnusedReactions: Bool) -> DobbyTrait {
    DobbyTrait(reportsUnusedReactions: reportsUnusedReactions)
  }
}

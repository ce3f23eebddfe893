import Synchronization
import Testing

/// The scope Dobby gives a Swift Testing test without the `.dobby` trait,
/// opened by the first pattern or mock the test makes: it only names the
/// test, so that a failure found off the test's task (a `Thread`, a
/// `Task.detached`, a dispatch queue) is that test's, never «unknown».
///
/// Swift Testing records an issue only on the test's own task, and runs
/// nothing of Dobby's at the end of a test without the trait. So such a
/// failure's line goes to standard error at once, naming the test; the
/// test records it as an issue the next time its task reaches Dobby (a
/// `verify()`, a new pattern or mock); and one still held when the
/// process ends is reported then, naming the test, with exit status 1.
enum SwiftTestingScope {
  /// The scopes opened, by the title of their test.
  private static let scopes = Lock<[String: ScopeRecord]>([:])
  /// How many failures were held for these scopes, ever: while none was,
  /// the test's next call into Dobby looks for none.
  private static let held = Atomic<Int>(0)

  /// The scope of the Swift Testing test running on the current task,
  /// opened on first use; `nil` when none runs or its title is unknown.
  static func current() -> ScopeRecord? {
    guard Test.current != nil, let title = TestFailure.currentTestName(readingStack: false) else {
      return nil
    }
    if let scope = scopes.withLock({ $0[title] }) { return scope }
    let scope = ScopeRecord(
      name: title, context: ScopeContext(title: title), verifiesWhatIsMade: false)
    return scopes.withLock { scopes in
      if let existing = scopes[title] { return existing }
      scopes[title] = scope
      return scope
    }
  }

  /// Whether `scope` is one of these scopes.
  static func owns(_ scope: ScopeRecord) -> Bool {
    scopes.withLock { $0[scope.title] === scope }
  }

  /// Notes that a failure was held for one of these scopes: the process's
  /// end reports it if its test never takes it.
  static func noteHeld() {
    held.add(1, ordering: .relaxed)
    UnreportedFailures.checkAtExit()
  }

  /// Records, as issues of the running test, the failures held for it
  /// since its task last reached Dobby.
  static func reportHeld() {
    guard held.load(ordering: .relaxed) > 0, Test.current != nil,
      let title = TestFailure.currentTestName(readingStack: false),
      let scope = scopes.withLock({ $0[title] })
    else { return }
    for failure in scope.takePending() {
      Issue.record(
        VerificationFailure(headline: failure.headline), Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: failure.site.fileID, filePath: failure.site.filePath, line: failure.site.line,
          column: failure.site.column))
    }
  }

  /// Reports the failures still held when the process ends, naming their
  /// tests, which returned without taking them.
  static func reportLeft() {
    guard held.load(ordering: .relaxed) > 0 else { return }
    let all = scopes.withLock { Array($0.values) }.sorted { $0.id < $1.id }
    for scope in all {
      for failure in scope.takePending() {
        UnreportedFailures.report(
          FailureOwner.line(failure.headline, at: failure.site)
            + " (for test \"\(scope.title)\", which ended before it could take it)\n"
            + failure.message)
      }
    }
  }
}

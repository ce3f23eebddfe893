public import XCTest

/// The test scope of XCTest: a test case class whose every test runs in
/// a Dobby scope (see ``DobbyTrait``).
///
/// ```swift
/// final class CheckoutTests: DobbyTestCase {
///   func testSendsAReceipt() { … }
/// }
/// ```
///
/// Override ``reportsUnusedReactions`` to let stubs keep reactions a test
/// does not use.
open class DobbyTestCase: XCTestCase {
  /// Whether stubs made in a test fail it with the reactions it never
  /// used; `true` unless overridden.
  open var reportsUnusedReactions: Bool { true }

  open override func invokeTest() {
    TestBridge.install()
    XCTestRunning.observe(running: Self.title(ofTest: name))
    let title = Self.title(ofTest: name)
    let scope = ScopeRecord(name: title, context: ScopeContext(title: title))
    TestScope.run(scope) { super.invokeTest() }
    ScopeConclusion(scope: scope, reportsUnusedReactions: reportsUnusedReactions).finish {
      headline, message, site in
      recordFailure(
        withDescription: headline + "\n" + message, inFile: site.filePath, atLine: site.line,
        expected: true)
    }
  }

  /// `CheckoutTests.testRefund` for XCTest's `-[CheckoutTests testRefund]`
  /// (Darwin) or `CheckoutTests.testRefund` (Linux): the title Swift
  /// Testing's reports give a test.
  static func title(ofTest name: String) -> String {
    guard name.hasPrefix("-["), name.hasSuffix("]") else { return name }
    return name.dropFirst(2).dropLast().split(separator: " ").joined(separator: ".")
  }
}

import Dobby
import DobbyTestSupport
import Foundation
import XCTest

/// The XCTest scope: `DobbyTestCase` verifies what a test forgot and takes
/// the failures found off its thread. Dobby's failures are captured and
/// checked after the scope ends, instead of failing the test.
final class DobbyTestCaseTests: DobbyTestCase {
  private var failures: [(description: String, line: Int)] = []
  /// What each test expects at the scope's end: the failures' first lines
  /// and their lines.
  private var expected: [(headline: String, line: Int)] = []
  /// Whether the failures that are not Dobby's (an error the test threw)
  /// are captured too, to check their order.
  private var capturesEveryFailure: Bool { !expectedInOrder.isEmpty }
  /// Text that each failure, in order, contains, for a test that captures
  /// every failure.
  private var expectedInOrder: [String] = []

  override func invokeTest() {
    Verification.withTemporaryRecordings { super.invokeTest() }
    if capturesEveryFailure {
      XCTAssertEqual(failures.count, expectedInOrder.count, "\(failures)")
      for (failure, text) in zip(failures, expectedInOrder) {
        XCTAssertTrue(failure.description.contains(text), "\(failure.description)")
      }
      return
    }
    let got = failures.map { ($0.description.prefix { $0 != "\n" }, $0.line) }
    XCTAssertEqual(got.map { String($0.0) }, expected.map(\.headline))
    XCTAssertEqual(got.map(\.1), expected.map(\.line))
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard description.hasPrefix("DOBBY-") || capturesEveryFailure else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    failures.append((description, lineNumber))
  }

  func testAForgottenPatternFailsAtItsLine() {
    let payments = Recorder<Int>(name: "payments")
    let line = #line + 1
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    expected = [
      (
        "DOBBY-E007 never verified: the pattern made here does not hold: DOBBY-E004"
          + " unfulfilled: E1 payments == 1 expected once, matched 0 times", line
      )
    ]
  }

  func testAFailingVerifyOnAThreadFailsTheTest() {
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    let line = #line + 1
    Thread.runToEnd { pattern.verify() }
    expected = [("DOBBY-E004 unfulfilled: E1 payments == 1 expected once, matched 0 times", line)]
  }

  func testACallNoReactionAnsweredComesBeforeTheReactionsItLeftUnused() throws {
    let pricing = Stub<String, Double>(name: "pricing")
    pricing.on("SKU-1", return: 9.5)
    pricing.on("SKU-2", return: 4.0)
    // XCTest words the thrown error its own way: only the order is checked.
    expectedInOrder = [
      #"stub "pricing" has no reaction for "SKU-3""#,
      #"DOBBY-E006 unused: pricing.on(== "SKU-1") was never invoked (+1 more)"#,
    ]
    _ = try pricing.invoke("SKU-3")
  }

  func testAVerifiedPatternReportsNothing() {
    XCTAssertTrue(Fixture.passingPattern().verify().passed)
  }
}

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

  override func invokeTest() {
    Verification.withTemporaryRecordings { super.invokeTest() }
    let got = failures.map { ($0.description.prefix { $0 != "\n" }, $0.line) }
    XCTAssertEqual(got.map { String($0.0) }, expected.map(\.headline))
    XCTAssertEqual(got.map(\.1), expected.map(\.line))
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard description.hasPrefix("DOBBY-") else {
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

  func testAVerifiedPatternReportsNothing() {
    let payments = Recorder<Int>(name: "payments")
    payments.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    XCTAssertTrue(pattern.verify().passed)
  }
}

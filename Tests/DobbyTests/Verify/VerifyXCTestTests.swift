import Dobby
import XCTest

/// Captures the failures `verify()` and fail-fast mocks record under
/// XCTest instead of failing the test.
final class VerifyXCTestTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []

  override func invokeTest() {
    Verification.withTemporaryRecordings { super.invokeTest() }
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  func testAFailingVerifyFailsAtTheCallersLine() {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(1)
    numbers.record(9)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    let line = #line + 1
    let report = pattern.verify()
    XCTAssertFalse(report.passed)
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    let lines = failures.first?.description.split(separator: "\n").map(String.init) ?? []
    XCTAssertEqual(
      lines.first, "DOBBY-E001 unexpected: #2 numbers(9) matched no pending expectation")
    XCTAssertEqual(
      lines.dropFirst().first?.hasPrefix(
        "dobby: VerifyXCTestTests.testAFailingVerifyFailsAtTheCallersLine FAILED"),
      true, "\(lines)")
    XCTAssertEqual(report.title, "VerifyXCTestTests.testAFailingVerifyFailsAtTheCallersLine")
  }

  func testAPassingVerifyRecordsNothing() {
    let numbers = Recorder<Int>()
    numbers.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    XCTAssertTrue(pattern.verify().passed)
    XCTAssertTrue(failures.isEmpty)
  }

  func testFailFastFailsAtTheRecordLine() {
    let numbers = Mock<Int>(name: "numbers", failFast: true)
    numbers.expect(1)
    let line = #line + 1
    numbers.record(9)
    numbers.record(1)
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(
      failures.first?.description.hasPrefix(
        "fail-fast: #1 numbers(9) can never be valid (DOBBY-E001 unexpected)"),
      true, failures.first?.description ?? "no failure")
    // Checked, so the mock is not reported as never verified when it goes.
    XCTAssertFalse(numbers.check().passed)
  }

  func testVerifyUsedFailsAtTheCallersLine() throws {
    let pricing = Stub<String, Double>(name: "pricing")
    pricing.on("SKU-1", return: 9.5)
    let reaction = #line + 1
    pricing.on("SKU-2", return: 4.0)
    _ = try pricing.invoke("SKU-1")
    let line = #line + 1
    let unused = pricing.verifyUsed()
    XCTAssertEqual(unused.map(\.description), [#"pricing.on(== "SKU-2")"#])
    XCTAssertEqual(failures.map(\.line), [line])
    let lines = failures.first?.description.split(separator: "\n").map(String.init) ?? []
    XCTAssertEqual(
      lines,
      [
        #"DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked"#,
        "dobby: stub pricing has 1 unused reaction",
        #"Tests/DobbyTests/Verify/VerifyXCTestTests.swift:\#(reaction): error: DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked"#,
      ])
  }
}

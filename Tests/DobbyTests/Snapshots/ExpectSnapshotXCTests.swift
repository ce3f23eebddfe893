import Dobby
import DobbyTestSupport
import XCTest

/// `expectSnapshot` under XCTest: the failure is recorded at the
/// assertion's line, and the snapshot is named after the test case.
final class ExpectSnapshotXCTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []

  override func invokeTest() {
    Snapshots.$environment.withValue([:]) {
      Verification.withTemporaryRecordings { super.invokeTest() }
    }
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, lineNumber))
  }

  func testTheFirstRunWritesAndFailsTheSecondPasses() throws {
    let directory = try TemporaryDirectory()
    let mailer = Recorder<String>(name: "mailer")
    mailer.record("receipt")
    let line = #line + 1
    XCTAssertEqual(expectSnapshot(of: [mailer], directory: directory.path), .written)
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertEqual(
      failures.first?.description.split(separator: "\n").first.map(String.init),
      "dobby: snapshot written - "
        + "ExpectSnapshotXCTests.testTheFirstRunWritesAndFailsTheSecondPasses: "
        + "1 step from 1 recorder")
    let path =
      directory.path + "/ExpectSnapshotXCTests/"
      + "ExpectSnapshotXCTests.testTheFirstRunWritesAndFailsTheSecondPasses"
      + SnapshotFormat.fileExtension
    XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    XCTAssertEqual(expectSnapshot(of: [mailer], directory: directory.path), .matched)
    XCTAssertEqual(failures.count, 1)
  }
}

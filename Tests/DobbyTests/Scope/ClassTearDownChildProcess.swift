import Dobby
import Foundation
import XCTest

/// The child side of `XCTestOffThreadTests`' class tear-down test: when
/// that test runs this test binary with `DOBBY_TEST_CHILD_CLASS_TEAR_DOWN`
/// set, this class's tear-down verifies a failing pattern on a `Thread`,
/// where no test case runs; run any other way, it does nothing.
final class ClassTearDownChildProcess: XCTestCase {
  private static var isChild: Bool {
    ProcessInfo.processInfo.environment["DOBBY_TEST_CHILD_CLASS_TEAR_DOWN"] != nil
  }

  override class func tearDown() {
    if isChild {
      let payments = Recorder<Int>(name: "payments")
      let pattern = Pattern()
      pattern.expect(1, in: payments)
      let done = DispatchSemaphore(value: 0)
      Thread {
        pattern.verify()
        done.signal()
      }
      .start()
      done.wait()
    }
    super.tearDown()
  }

  func testPassesWhenRunByTheClassTearDownTest() {
    let payments = Recorder<Int>(name: "payments")
    payments.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    XCTAssertTrue(pattern.verify().passed)
  }
}

extension ClassTearDownChildProcess {
  /// Runs this test binary on the test above, as a child, with its
  /// recordings in `recordings`; returns its exit status and standard
  /// error.
  static func run(recordings: String) throws -> (status: Int32, standardError: String) {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var environment = ProcessInfo.processInfo.environment
    environment["DOBBY_RECORDINGS"] = recordings
    environment["DOBBY_TEST_CHILD_CLASS_TEAR_DOWN"] = "1"
    let child = Process()
    child.executableURL = URL(fileURLWithPath: binary)
    child.arguments = [
      "DobbyTests.ClassTearDownChildProcess/testPassesWhenRunByTheClassTearDownTest"
    ]
    child.environment = environment
    let errors = Pipe()
    child.standardOutput = FileHandle.nullDevice
    child.standardError = errors
    try child.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    return (child.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

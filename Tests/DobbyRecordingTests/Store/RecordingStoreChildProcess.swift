import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import XCTest

/// The child side of `RecordingStoreTests`' many-process test: when that
/// test runs this test binary with `DOBBY_TEST_CHILD_SAVES=n`, this saves
/// `n` recordings to the store the environment names and fails unless all
/// of them still exist; run any other way, it does nothing.
final class RecordingStoreChildProcess: XCTestCase {
  func testSavesRecordingsWhenRunByTheManyProcessTest() throws {
    let environment = ProcessInfo.processInfo.environment
    guard let count = environment["DOBBY_TEST_CHILD_SAVES"].flatMap(Int.init) else { return }
    let store = RecordingStore.fromEnvironment()
    let report = Fixture.paysThenMails()
    let saved = try (0..<count).map { _ in try store.save(report).path }
    // Pruning by the other processes never took one of this run's.
    for path in saved { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
  }
}

extension RecordingStoreChildProcess {
  /// Runs `copies` copies of this test binary at once, each running only
  /// the child test above with `saves` saves into the store at `path`
  /// that keeps `keep` recordings of a title (`0`: all), in a PID namespace
  /// of its own when `unsharingPIDs`; returns their exit statuses once
  /// all have ended.
  static func run(
    copies: Int, saves: Int, into path: String, keep: Int, unsharingPIDs: Bool = false
  ) throws -> [Int32] {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var environment = ProcessInfo.processInfo.environment
    environment["DOBBY_RECORDINGS"] = path
    environment["DOBBY_TEST_CHILD_SAVES"] = "\(saves)"
    environment["DOBBY_RECORDINGS_KEEP"] = "\(keep)"
    let test =
      "DobbyRecordingTests.RecordingStoreChildProcess/testSavesRecordingsWhenRunByTheManyProcessTest"
    let children = try (0..<copies).map { _ in
      let child = Process()
      if unsharingPIDs {
        child.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        child.arguments = ["--pid", "--fork", binary, test]
      } else {
        child.executableURL = URL(fileURLWithPath: binary)
        child.arguments = [test]
      }
      child.environment = environment
      child.standardOutput = FileHandle.nullDevice
      child.standardError = FileHandle.nullDevice
      try child.run()
      return child
    }
    return children.map { child in
      child.waitUntilExit()
      return child.terminationStatus
    }
  }
}

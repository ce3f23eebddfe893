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

import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import XCTest

/// The child side of `RecordingStoreTests`' many-process test: when that
/// test runs this test binary with `DOBBY_TEST_CHILD_SAVES=n`, this saves
/// `n` recordings to the store the environment names; run any other way,
/// it does nothing.
final class RecordingStoreChildProcess: XCTestCase {
  func testSavesRecordingsWhenRunByTheManyProcessTest() throws {
    let environment = ProcessInfo.processInfo.environment
    guard let count = environment["DOBBY_TEST_CHILD_SAVES"].flatMap(Int.init) else { return }
    let store = RecordingStore.fromEnvironment()
    let report = RecordingFixture.checkout()
    for _ in 0..<count { _ = try store.save(report) }
  }
}

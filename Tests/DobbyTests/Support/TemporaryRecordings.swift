import Dobby
import DobbyTestSupport
import Testing

/// Makes `verify()` save recordings into a fresh temporary directory for
/// the duration of each test it applies to, never into the checkout.
///
/// ```swift
/// @Suite(.temporaryRecordings) struct VerifySwiftTestingTests { … }
/// ```
struct TemporaryRecordingsTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let directory = try TemporaryDirectory()
    try await Verification.$recordingStore.withValue(RecordingStore(directory: directory.path)) {
      try await function()
    }
    withExtendedLifetime(directory) {}
  }
}

extension Trait where Self == TemporaryRecordingsTrait {
  /// `verify()` saves into a temporary directory (see
  /// ``TemporaryRecordingsTrait``).
  static var temporaryRecordings: Self { Self() }
}

extension Verification {
  /// Runs `body` with `verify()` saving into a fresh temporary directory:
  /// the way in for XCTest cases, which traits do not reach.
  static func withTemporaryRecordings<T>(_ body: () throws -> T) rethrows -> T {
    // A directory that cannot be made fails the test at the first save.
    let directory = try? TemporaryDirectory()
    let store = RecordingStore(directory: directory?.path ?? "/nonexistent/dobby-test")
    return try withExtendedLifetime(directory) {
      try $recordingStore.withValue(store) { try body() }
    }
  }
}

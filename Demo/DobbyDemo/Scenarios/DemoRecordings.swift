import Dispatch
public import DobbyCore
public import DobbyRecording
import DobbySymbolication
import Synchronization

/// Runs scenarios and saves their recordings, as `dobby-demo` and
/// `dobby-tui --demo` do.
public enum DemoRecordings {
  /// Runs `scenario` and saves its report, with the callers of its
  /// interactions named, into `store`.
  ///
  /// - Returns: The report and where it was saved.
  /// - Throws: ``RecordingFileError`` when the recording cannot be written.
  public static func record(
    _ scenario: Scenario, in store: RecordingStore = .fromEnvironment()
  ) async throws -> (report: VerificationReport, recording: SavedRecording) {
    let report = await scenario.run().resolvingCallers(CallerSymbolicator.caller(of:))
    return (report, try store.save(report))
  }

  /// Runs the race's passing and failing runs (``Scenario/soldOnce`` and
  /// ``Scenario/oversold``) and saves both into `store`, for
  /// `dobby-tui --demo --diff`.
  ///
  /// - Returns: Where the passing and the failing run were saved.
  /// - Throws: ``RecordingFileError`` when a recording cannot be written.
  public static func recordRace(
    in store: RecordingStore = .fromEnvironment()
  ) async throws -> (passing: SavedRecording, failing: SavedRecording) {
    (
      try await record(.soldOnce, in: store).recording,
      try await record(.oversold, in: store).recording
    )
  }

  /// Runs `work` in a task and blocks the calling thread until it is done:
  /// for a program's main thread, which cannot `await`. Never call it from
  /// a task: it would hold a thread of the shared pool while it waits.
  ///
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  public static func waiting<T: Sendable>(
    for work: @escaping @Sendable () async throws -> T
  ) throws -> T {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let result: Result<T, any Error>
      do { result = .success(try await work()) } catch { result = .failure(error) }
      outcome.withLock { $0 = result }
      done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
  }
}

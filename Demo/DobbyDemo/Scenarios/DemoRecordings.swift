public import DobbyCore
public import DobbyRecording
import DobbySymbolication

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
  ) throws -> (report: VerificationReport, recording: SavedRecording) {
    let report = scenario.run().resolvingCallers(CallerSymbolicator.caller(of:))
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
  ) throws -> (passing: SavedRecording, failing: SavedRecording) {
    (try record(.soldOnce, in: store).recording, try record(.oversold, in: store).recording)
  }
}

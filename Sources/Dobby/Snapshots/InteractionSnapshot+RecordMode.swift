import DobbyRecording

extension InteractionSnapshot {
  /// When `expectSnapshot` writes a snapshot file: its `record:` argument,
  /// beside ``InteractionSnapshot/Order`` for its `order:`.
  ///
  /// The default is ``missing``; `DOBBY_RECORD=all` or `DOBBY_RECORD=failed`
  /// in the environment, or the `record:` argument, choose another. With
  /// `CI` set in the environment nothing is ever written: a missing snapshot
  /// fails the test, and so does one that differs.
  ///
  /// ```swift
  /// expectSnapshot(of: [gateway.charge], record: .failed)
  /// ```
  public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Writes only a snapshot that does not exist yet (and fails once,
    /// saying so).
    case missing
    /// Rewrites every snapshot; one whose steps change fails once, saying
    /// it was rewritten.
    case all
    /// Rewrites only the snapshots that differ (each fails once, saying it
    /// was rewritten); the others are left alone.
    case failed

    /// The environment variable that sets the mode: `DOBBY_RECORD`.
    public static let environmentVariable = "DOBBY_RECORD"

    /// The mode `environment` sets: `DOBBY_RECORD`'s value when it names a
    /// mode, else ``missing``.
    public static func from(environment: [String: String]) -> RecordMode {
      environment[environmentVariable].flatMap(RecordMode.init(rawValue:)) ?? .missing
    }
  }
}

/// When `expectSnapshot` writes a snapshot file.
@available(*, deprecated, renamed: "InteractionSnapshot.RecordMode")
public typealias SnapshotRecordMode = InteractionSnapshot.RecordMode

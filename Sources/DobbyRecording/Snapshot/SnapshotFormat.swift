/// The snapshot file format's name, version and file name extension.
///
/// A snapshot is an ``InteractionSnapshot`` saved as JSON Lines
/// (`*.dobby-snapshot.jsonl`); `Sources/Dobby/Dobby.docc/TheSnapshotFormat.md` describes every
/// line. Readers refuse a file whose `version` is newer than ``version``
/// and keep to the limits of ``RecordingFormat``.
public enum SnapshotFormat {
  /// The header's `format` field: `dobby-snapshot`.
  public static let name = "dobby-snapshot"

  /// The format version this library writes and the newest it reads.
  ///
  /// It changes only for incompatible changes; new optional fields and new
  /// line kinds keep it, because readers ignore what they do not know.
  public static let version = 1

  /// The file name extension of snapshots, with its leading dot.
  public static let fileExtension = ".dobby-snapshot.jsonl"
}

import DobbyCore

/// The recording file format's name, version and limits.
///
/// A recording is a ``VerificationReport`` saved as JSON Lines
/// (`*.dobby.jsonl`); `Sources/Dobby/Dobby.docc/TheRecordingFormat.md` describes every line kind.
/// Readers refuse a file whose `version` is newer than ``version`` and
/// enforce the limits below, so a hostile file costs bounded time and
/// memory.
public enum RecordingFormat {
  /// The header's `format` field: `dobby-recording`.
  public static let name = "dobby-recording"

  /// The format version this library writes and the newest it reads; it
  /// reads every version from 1.
  ///
  /// It changes only for incompatible changes; new optional fields and new
  /// line kinds keep it, because readers ignore what they do not know.
  /// Version 2 names an interaction's step `step` (version 1: `seq`).
  public static let version = 2

  /// The library's version: the one README.md and CHANGELOG.md state,
  /// named in every recording's `writer` field and printed by
  /// `dobby-tui --version`. Declared here only.
  public static let libraryVersion = "0.4.0"

  /// The header's `writer` field: `dobby 0.4.0`.
  public static var writer: String { "dobby \(libraryVersion)" }

  /// The file name extension of recordings, with its leading dot.
  public static let fileExtension = ".dobby.jsonl"

  /// The longest line a reader accepts, in bytes (16 MiB).
  public static let maxLineBytes = 16 << 20

  /// The most lines a reader accepts (10 million).
  public static let maxLines = 10_000_000

  /// The largest file a reader accepts, in bytes (2 GiB).
  public static let maxFileBytes = 2 << 30

  /// The deepest JSON nesting a reader accepts within one line.
  public static let maxNesting = 256

  /// The deepest value tree a writer saves: deeper nodes are saved as
  /// ``ValueTree/Kind/depthLimit`` nodes, so every saved tree reads back
  /// within ``maxNesting``.
  public static let maxValueDepth = 100

  /// The largest timestamp written as a JSON number (2^53); larger ones are
  /// written as decimal strings so that no JSON reader rounds them.
  static let maxExactNumber: UInt64 = 1 << 53
}

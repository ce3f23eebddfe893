import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recording a ``RecordingStore`` saved.
public struct SavedRecording: Sendable, Hashable {
  /// The file's path: the store's directory and ``fileName``.
  public var path: String
  /// The file's name, `….dobby.jsonl`.
  public var fileName: String
  /// The file's contents.
  public var bytes: [UInt8]
}

import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What saving a failed verification gave: the message for the test
/// failure, and the recording when it could be saved.
public struct SavedFailure: Sendable, Hashable {
  /// The plain-text report, naming the recording or why it is missing.
  public var message: String
  /// The saved recording; `nil` when it could not be saved.
  public var recording: SavedRecording?
}

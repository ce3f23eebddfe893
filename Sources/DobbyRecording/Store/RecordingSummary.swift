public import DobbyCore
public import Foundation

/// What a list of recordings shows of one, read from the ends of the file
/// alone: the header, the mismatch lines (which come before the
/// interactions) and the closing `verification` line. Reading it costs
/// the same for a file of any size.
///
/// ```swift
/// let summary = try RecordingSummary(contentsOf: url)
/// print(summary.title, summary.interactionCount, summary.passed ?? false)
/// ```
public struct RecordingSummary: Sendable, Hashable {
  /// The test's title.
  public var title: String
  /// How many interactions the header declares.
  public var interactionCount: Int
  /// The kind of the mismatch at the earliest step, if there is one.
  public var firstMismatch: Mismatch.Kind?
  /// Whether the verification passed; `nil` when the file has no closing
  /// line (it was cut short).
  public var passed: Bool?

  /// How much of the file's start is read for the header and mismatches.
  static let headBytes = 1 << 20
  /// How much of its end is read for the closing line.
  static let tailBytes = 64 << 10

  /// Reads the summary of the recording at `path` from its ends.
  ///
  /// - Throws: ``RecordingFileError`` when the file cannot be read, its
  ///   first lines are not a recording's, or its mismatches do not end
  ///   within the first MiB.
  public init(contentsOf path: String) throws(RecordingFileError) {
    try self.init(RecordingLocation(path: path))
  }

  /// Reads the summary of the recording the file `url` names, as
  /// ``init(contentsOf:)`` does; anything but a file URL is
  /// refused.
  @_documentation(visibility: internal)
  public init(contentsOf url: URL) throws {
    try self.init(RecordingLocation(url))
  }

  private init(_ location: RecordingLocation) throws(RecordingFileError) {
    var first: RecordingSummary?
    do throws(RecordingFileError) {
      first = try Self.read(location, head: Self.firstHeadBytes)
    } catch {
      // Mismatches that run on past the first read: read the whole head.
      guard error.problem == Self.headTooShort else { throw error }
    }
    // Not `??`: its autoclosure would throw `any Error`.
    if let first { self = first } else { self = try Self.read(location, head: Self.headBytes) }
  }

  /// How much of the file's start is read first: the header and the
  /// mismatches of most recordings fit.
  static let firstHeadBytes = 64 << 10

  /// The problem of a head that ends before the mismatches do.
  static let headTooShort = RecordingFileError.Problem.cannotRead(
    "its mismatches do not end in its first MiB")

  /// The summary from the first `head` bytes of the file and its tail.
  private static func read(
    _ location: RecordingLocation, head: Int
  ) throws(RecordingFileError) -> RecordingSummary {
    let ends = try location.attempt { path throws(RecordingFileError.Problem) in
      try FileSystem.ends(of: path, head: head, tail: Self.tailBytes)
    }
    return try ends.head.withUnsafeBufferPointer { head throws(RecordingFileError) in
      try ends.tail.withUnsafeBufferPointer { tail throws(RecordingFileError) in
        try RecordingDecoder.summary(
          head: head, tail: tail, size: ends.size, path: location.display)
      }
    }
  }

  init(title: String, interactionCount: Int, firstMismatch: Mismatch.Kind?, passed: Bool?) {
    self.title = title
    self.interactionCount = interactionCount
    self.firstMismatch = firstMismatch
    self.passed = passed
  }
}

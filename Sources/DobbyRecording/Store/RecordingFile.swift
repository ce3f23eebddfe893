public import DobbyCore
public import Foundation

/// A recording file read into memory and checked: its report, and its
/// lines as written, so that the `json` format can copy them instead of
/// encoding the report again.
///
/// ```swift
/// let file = try RecordingFile(contentsOf: path)
/// file.writeJSON { bytes in FileHandle.standardOutput.write(Data(bytes)) }
/// ```
public struct RecordingFile: Sendable {
  /// The report the file holds.
  public let report: VerificationReport
  /// The file's bytes.
  private let bytes: [UInt8]
  /// Whether the file's lines are what ``RecordingEncoder`` writes for
  /// ``report`` today: written by this library's version and complete.
  /// (A file cut short, or one from another version, is encoded afresh.)
  private let isCurrent: Bool

  /// Reads the recording at `path`.
  ///
  /// The file is untrusted input: it is read once, every line is checked,
  /// and sizes are bounded (see ``RecordingFormat``). Unknown fields and
  /// line kinds are ignored. A recording cut short loads what it has,
  /// with ``VerificationReport/isComplete`` `false`.
  ///
  /// - Parameters:
  ///   - progress: Told the bytes read so far and the file's size,
  ///     before the first line, after every MiB, and once at the end.
  ///   - path: The `*.dobby.jsonl` file to read.
  /// - Throws: ``RecordingFileError``, one line naming the file, the line
  ///   and what is wrong.
  /// - Complexity: O(n) in the size of the file.
  public init(
    contentsOf path: String, progress: (_ read: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(RecordingFileError) {
    try self.init(RecordingLocation(path: path), progress: progress)
  }

  /// Reads the recording the file `url` names, as
  /// ``init(contentsOf:progress:)`` does; anything but a file URL
  /// is refused.
  @_documentation(visibility: internal)
  public init(
    contentsOf url: URL, progress: (_ read: Int, _ total: Int) -> Void = { _, _ in }
  ) throws {
    try self.init(RecordingLocation(url), progress: progress)
  }

  private init(
    _ location: RecordingLocation, progress: (_ read: Int, _ total: Int) -> Void
  ) throws(RecordingFileError) {
    let bytes = try location.attempt { path throws(RecordingFileError.Problem) in
      try FileSystem.contents(of: path)
    }
    progress(0, bytes.count)
    let (report, writer) = try bytes.withUnsafeBufferPointer { buffer throws(RecordingFileError) in
      try RecordingDecoder.decodeFile(buffer, path: location.display, progress: progress)
    }
    self.report = report
    self.bytes = bytes
    isCurrent = report.isComplete && writer == RecordingFormat.writer
  }

  /// Writes the report in the `json` format (one document: an array of
  /// the line objects) to `output`: the file's own lines when it is
  /// current, which saves encoding them again, and otherwise the report
  /// encoded afresh.
  ///
  /// - Complexity: O(n) in the size of the file.
  public func writeJSON(to output: (UnsafeRawBufferPointer) -> Void) {
    guard isCurrent else { return report.render(as: .json, to: output) }
    // Gathered into chunks of about 1 MiB, as the encoder writes them.
    let chunk = RecordingEncoder.chunkSize
    let buffer = ByteBuffer(capacity: chunk + 4096)
    bytes.withUnsafeBufferPointer { bytes in
      var separator: StaticString = "[\n"
      for line in RecordingLines(bytes) where !line.isBlank {
        buffer.append(separator)
        buffer.append(UnsafeRawBufferPointer(line.bytes))
        separator = ",\n"
        if buffer.count >= chunk {
          output(buffer.bytes)
          buffer.removeAll()
        }
      }
    }
    buffer.append("\n]\n")
    output(buffer.bytes)
  }
}

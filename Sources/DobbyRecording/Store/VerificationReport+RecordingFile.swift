public import DobbyCore
public import Foundation

extension VerificationReport {
  /// Saves the report as a recording (JSON Lines, `*.dobby.jsonl`) at
  /// `path`, replacing a regular file there.
  ///
  /// The file is written beside its destination under a temporary name and
  /// renamed into place, so a reader never sees half a recording. Only a
  /// regular file or a missing name is written: a symbolic link, a FIFO or
  /// a device at `path` is left alone and the save refused.
  /// `Sources/Dobby/Dobby.docc/TheRecordingFormat.md` describes the format.
  ///
  /// ```swift
  /// try pattern.check().save(to: "order.dobby.jsonl")
  /// ```
  ///
  /// - Parameter path: A file path, as the store takes them; its directory
  ///   must exist.
  /// - Throws: ``RecordingFileError`` when the file cannot be written or
  ///   something other than a regular file is at `path`
  ///   (`/dev/null: cannot write: a character device is there; only a
  ///   regular file or a missing name is written`), or when the report
  ///   is inconsistent (a reference out of range, an id or sequence
  ///   number out of place), which `check()` never produces.
  /// - Complexity: O(n) in the size of the report.
  public func save(to path: String) throws(RecordingFileError) {
    try save(to: RecordingLocation(path: path))
  }

  /// Saves the report at the file `url` names, as ``save(to:)``
  /// does; anything but a file URL is refused.
  @_documentation(visibility: internal)
  public func save(to url: URL) throws {
    try save(to: RecordingLocation(url))
  }

  private func save(to location: RecordingLocation) throws(RecordingFileError) {
    _ = try location.attempt { path throws(RecordingFileError.Problem) in
      try FileSystem.writeAtomically(to: path, replacing: true) {
        sink throws(RecordingFileError.Problem) in
        try RecordingEncoder.encode(
          gatheringSource(root: currentDirectory()), to: sink)
      }
    }
  }

  /// Reads a report back from the recording at `path`.
  ///
  /// The file is untrusted input: it is read once, every line is checked,
  /// and sizes are bounded (see ``RecordingFormat``). Unknown fields and
  /// line kinds are ignored. A recording cut short (no closing
  /// `verification` line, or a last line cut in the middle) loads what it
  /// has, with ``isComplete`` `false`; such a report never counts as
  /// passed, and its mismatches may name steps that were lost.
  ///
  /// ```swift
  /// let report = try VerificationReport(contentsOf: "order.dobby.jsonl")
  /// ```
  ///
  /// - Throws: ``RecordingFileError``, one line naming the file, the line
  ///   and what is wrong.
  /// - Complexity: O(n) in the size of the file.
  public init(contentsOf path: String) throws(RecordingFileError) {
    self = try RecordingFile(contentsOf: path).report
  }

  /// Reads a report back from the recording at `path`, as
  /// ``init(contentsOf:)`` does, telling `progress` how far it has
  /// got: the bytes read so far and the file's size, after every MiB and
  /// once at the end, so that a viewer can show a large file loading.
  ///
  /// ```swift
  /// let report = try VerificationReport(contentsOf: path) { read, total in
  ///   print("\(read >> 20) of \(total >> 20) MiB")
  /// }
  /// ```
  ///
  /// - Throws: ``RecordingFileError``, one line naming the file, the line
  ///   and what is wrong.
  /// - Complexity: O(n) in the size of the file.
  public init(
    contentsOf path: String, progress: (_ read: Int, _ total: Int) -> Void
  ) throws(RecordingFileError) {
    self = try RecordingFile(contentsOf: path, progress: progress).report
  }

  /// Reads a report back from the recording the file `url` names, as
  /// ``init(contentsOf:)`` does.
  @_documentation(visibility: internal)
  public init(contentsOf url: URL) throws {
    self = try RecordingFile(contentsOf: url).report
  }

  /// Reads a report back from the recording the file `url` names, as
  /// ``init(contentsOf:progress:)`` does.
  @_documentation(visibility: internal)
  public init(
    contentsOf url: URL, progress: (_ read: Int, _ total: Int) -> Void
  ) throws {
    self = try RecordingFile(contentsOf: url, progress: progress).report
  }

  /// The report as the bytes of a recording.
  func recordingBytes(path: String) throws(RecordingFileError) -> [UInt8] {
    do {
      return try RecordingEncoder.encode(self)
    } catch {
      throw RecordingFileError(path: path, line: nil, error)
    }
  }
}

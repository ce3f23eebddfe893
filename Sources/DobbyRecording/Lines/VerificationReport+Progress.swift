public import DobbyCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension VerificationReport {
  /// Reads a report back from the recording at `url`, as
  /// ``init(contentsOf:)`` does, telling `progress` how far it has got:
  /// the bytes read so far and the file's size, after every MiB and once
  /// at the end, so that a viewer can show a large file loading.
  ///
  /// ```swift
  /// let report = try VerificationReport(contentsOf: url) { read, total in
  ///   print("\(read >> 20) of \(total >> 20) MiB")
  /// }
  /// ```
  ///
  /// - Throws: ``RecordingFileError``, one line naming the file, the line
  ///   and what is wrong.
  /// - Complexity: O(n) in the size of the file.
  public init(
    contentsOf url: URL, progress: (_ read: Int, _ total: Int) -> Void
  ) throws {
    guard url.isFileURL else {
      throw RecordingFileError(
        path: url.absoluteString, line: nil, .cannotRead("not a file URL"))
    }
    let display = url.relativePath
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.contents(of: url.path(percentEncoded: false))
    } catch {
      throw RecordingFileError(path: display, line: nil, error)
    }
    progress(0, bytes.count)
    self = try bytes.withUnsafeBufferPointer { buffer throws(RecordingFileError) in
      try RecordingDecoder.decode(buffer, path: display, progress: progress)
    }
  }
}

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
    self = try RecordingFile(contentsOf: url, progress: progress).report
  }
}

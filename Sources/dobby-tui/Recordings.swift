import DobbyCore
import DobbyRecording
import DobbyTUI
import Foundation

/// Finding and reading recordings on disk.
enum Recordings {
  /// A recording file in a directory listing.
  struct File {
    /// The file's name.
    var name: String
    /// The directory's path and the name.
    var path: String
    var modified: Date
    var size: Int

    /// The file's URL (made when asked: a URL is costly to make 10,000
    /// times before the first frame).
    var url: URL { URL(fileURLWithPath: path) }
  }

  /// Where `verify()` saves recordings: `$DOBBY_RECORDINGS`, else
  /// `.dobby/recordings` (``RecordingStore/directory(environment:)``).
  static var defaultDirectory: String {
    RecordingStore.directory(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `path` names a directory (`nil` when it names nothing).
  static func isDirectory(_ path: String) -> Bool? {
    var directory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &directory) else { return nil }
    return directory.boolValue
  }

  /// The `*.dobby.jsonl` files in `directory`, newest first; each entry
  /// of that name that is not a regular file (a symbolic link, a FIFO, a
  /// device) is skipped, and said on standard error in one line.
  ///
  /// - Throws: ``LaunchError`` when the directory cannot be read.
  /// - Complexity: O(n log n) in the entries of the directory; no file is
  ///   opened.
  static func list(_ directory: String) throws(LaunchError) -> [File] {
    let listing: RecordingDirectory
    do {
      listing = try RecordingDirectory(path: directory)
    } catch {
      throw LaunchError("\(directory): cannot read the directory")
    }
    for skipped in listing.skipped { _ = Launcher.fail(skipped.description) }
    // Sorted on the listing's own names: a URL's name is costly to get, and
    // files saved in one second compare by name.
    let sorted = listing.files.sorted {
      $0.modified != $1.modified
        ? $0.modified > $1.modified : $1.name.utf8.lexicographicallyPrecedes($0.name.utf8)
    }
    return sorted.map { file in
      File(
        name: file.name, path: file.path, modified: Date(timeIntervalSince1970: file.modified),
        size: file.size)
    }
  }

  /// The picker's row for `file` before it is read: its name and time,
  /// from the listing alone.
  static func placeholder(_ file: File) -> PickerState.Entry {
    PickerState.Entry(
      name: file.name, time: shownTime(file.modified),
      modified: file.modified.timeIntervalSinceReferenceDate)
  }

  /// The picker's row for `file`: its outcome, first mismatch code, title
  /// and number of interactions, read from the file's ends
  /// (``RecordingSummary``), so that it costs the same for a file of any
  /// size; a file that cannot be read says why.
  static func entry(_ file: File) -> PickerState.Entry {
    var entry = placeholder(file)
    do {
      let summary = try RecordingSummary(contentsOf: file.url)
      entry.title = summary.title
      entry.count = summary.interactionCount
      entry.outcome = summary.passed.map { $0 ? .passed : .failed } ?? .incomplete
      entry.code = summary.firstMismatch.map(\.code)
    } catch {
      entry.outcome = .unreadable
      entry.note = "cannot be read: \(error)"
    }
    return entry
  }

  /// `date` in local time as the picker shows it: `2026-11-30 01:22:33`.
  static func shownTime(_ date: Date) -> String {
    PickerState.Entry.savedTime(secondsSince1970: date.timeIntervalSince1970)
  }

  /// Reads the recording at `path`, reporting the bytes read of the total
  /// to `progress`; without one, a file over a MiB shows its progress on
  /// standard error when that is a terminal (a line rewritten in place,
  /// erased at the end), so that a large recording never opens on a blank
  /// screen.
  ///
  /// - Throws: ``LaunchError`` whose message is the reader's one line:
  ///   `FILE:LINE: what is wrong`.
  static func load(
    _ path: String, progress: ((_ read: Int, _ total: Int) -> Void)? = nil
  ) throws(LaunchError) -> VerificationReport {
    try open(path, progress: progress).report
  }

  /// `report` with the source files it names that are on this machine,
  /// read whole, beside the snippets its recording carries (paths resolved
  /// from the current directory; see ``SourceGathering``).
  static func withSource(_ report: VerificationReport) -> VerificationReport {
    report.resolvingSource(currentDirectory: FileManager.default.currentDirectoryPath)
  }

  /// As ``load(_:progress:)``, keeping the file's lines for `--format json`.
  static func open(
    _ path: String, progress: ((_ read: Int, _ total: Int) -> Void)? = nil
  ) throws(LaunchError) -> RecordingFile {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let showing = progress == nil && isatty(2) != 0
    var shown = false
    defer { if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
    do {
      return try RecordingFile(contentsOf: url) { read, total in
        if let progress { return progress(read, total) }
        guard showing, total > 1 << 20 else { return }
        shown = true
        let line = LoadingLine.text(name: name, read: read, total: total)
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
      }
    } catch {
      throw LaunchError("\(error)")
    }
  }
}

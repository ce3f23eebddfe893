import DobbyCore
import DobbyRecording
import DobbyTUI
import Foundation

/// P1 and J2: a directory of `count` small failed recordings (hard links
/// to one file, so that making them is cheap).
///
/// - P1: what `dobby-tui DIR` does before the picker's first frame: list
///   the directory, make a row per recording from the listing alone, and
///   draw a 120×40 frame. Budget: under 1 s at 10,000 recordings.
/// - J2: what `dobby-tui --format junit DIR` does: read every recording in
///   name order, render its test case, and write the document (here:
///   counted and dropped). Budget: linear in the number of recordings.
struct DirectoryWorkload {
  let directory: URL
  let count: Int
  let size = Size(columns: 120, rows: 40)

  init(count: Int) {
    self.count = count
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-bench-directory-\(ProcessInfo.processInfo.processIdentifier)-\(count)",
      isDirectory: true)
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let first = directory.appendingPathComponent("r0.dobby.jsonl").path
    do {
      try JSONFormatWorkload.report(count: 8).save(to: URL(fileURLWithPath: first))
    } catch {
      preconditionFailure("the recording could not be saved: \(error)")
    }
    for n in 1..<count {
      let name = directory.appendingPathComponent("r\(n).dobby.jsonl").path
      precondition(link(first, name) == 0, "cannot link \(name)")
    }
  }

  /// P1: times the listing, the rows and the first frame.
  func pickerFirstFrame() -> Seconds {
    var rows = 0
    let seconds = timed {
      guard let listing = try? RecordingDirectory(path: directory.path) else {
        preconditionFailure("the directory could not be listed")
      }
      // As `dobby-tui` sorts them: newest first, then by name (here all
      // are links to one file, so every pair ties on time).
      let sorted = listing.files.sorted {
        $0.modified != $1.modified
          ? $0.modified > $1.modified : $1.name.utf8.lexicographicallyPrecedes($0.name.utf8)
      }
      let entries = sorted.map {
        PickerState.Entry(name: $0.name, time: Self.shownTime($0.modified), modified: $0.modified)
      }
      let picker = PickerState(directory: directory.path, entries: entries, size: size)
      rows = render(picker, size: size).size.rows
      precondition(picker.entries.count == count, "\(picker.entries.count) rows of \(count)")
    }
    precondition(rows == size.rows, "no frame")
    return seconds
  }

  /// J2: times the JUnit document of every recording.
  func junit() -> Seconds {
    var written = 0
    let seconds = timed {
      guard let listing = try? RecordingDirectory(path: directory.path) else {
        preconditionFailure("the directory could not be listed")
      }
      let options = PlainTextOptions(basePath: directory.path)
      let reporter = JUnitReporter(options: options)
      var cases: [JUnitReporter.TestCase] = []
      for name in listing.files.map(\.name).sorted() {
        let path = directory.path + "/" + name
        guard let file = try? RecordingFile(contentsOf: URL(fileURLWithPath: path)) else {
          preconditionFailure("\(path) did not load")
        }
        cases.append(reporter.testCase(for: file.report, path: path))
      }
      written = reporter.document(cases: cases).utf8.count
    }
    precondition(written > count * 100, "the document is too short")
    return seconds
  }

  /// The picker's time column, as `dobby-tui` shows it.
  static func shownTime(_ seconds: Double) -> String {
    var seconds = time_t(seconds)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return "" }
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: directory)
  }
}

import DobbyCore
import DobbyRecording
import DobbyTUI
import Foundation

/// W8: what `dobby-tui FILE` does before its first screen, on W6's
/// failed verification of `count` interactions saved as a recording: read
/// the file (reporting progress per MiB, as the executable does to draw
/// its loading line), index the report, open the debugger's state on the
/// cause and draw a 120×40 frame. Its figure is the time to that first
/// frame. There is no baseline.
struct OpenWorkload {
  static let saveFlag = "--save-recording"

  let file: URL
  let bytes: Int
  let size = Size(columns: 120, rows: 40)

  init(count: Int) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-bench-open-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    file = directory.appendingPathComponent("w8.dobby.jsonl")
    do {
      try FrameWorkload(count: count).index.report.save(to: file)
    } catch {
      preconditionFailure("the recording could not be saved: \(error)")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    bytes = (attributes?[.size] as? Int) ?? 0
  }

  /// Times reading, indexing and the first frame.
  func ours() -> Seconds {
    var reports = 0
    var rows = 0
    let seconds = timed {
      do {
        let report = try VerificationReport(contentsOf: file) { _, _ in reports += 1 }
        let index = ReportIndex(report)
        let state = DebuggerState(report: index, size: size)
        rows = render(state, report: index, size: size).size.rows
      } catch {
        preconditionFailure("the recording did not load: \(error)")
      }
    }
    precondition(rows == size.rows && reports > 1, "no frame, or no progress reported")
    return seconds
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
  }
}

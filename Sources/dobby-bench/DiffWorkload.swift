import DobbyCore
import DobbyRecording
import DobbyTUI
import Foundation

/// W9: what `dobby-tui --diff A B` does before it shows anything, on two
/// recordings of `count` interactions round-robin across 8 recorders that
/// differ in one step (the middle one's value): read both files, align
/// their timelines, open the comparison's state on the difference, draw a
/// 120×40 frame, and write the `--plain` text. Budget: under 2 s in a
/// release build. There is no baseline.
struct DiffWorkload {
  let files: [URL]
  let size = Size(columns: 120, rows: 40)

  init(count: Int) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-bench-diff-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    files = ["a", "b"].map { directory.appendingPathComponent("w9-\($0).dobby.jsonl") }
    for (run, file) in files.enumerated() {
      let recorders = (0..<8).map { Recorder<Int>(name: "r\($0)") }
      let pattern = Pattern(nice: true, ordered: false, title: "W9")
      for recorder in recorders { pattern.watch(recorder) }
      for value in 0..<count {
        recorders[value % 8].record(run == 1 && value == count / 2 ? -value : value)
      }
      do {
        try pattern.check().save(to: file)
      } catch {
        preconditionFailure("the recording could not be saved: \(error)")
      }
    }
  }

  /// Times reading both files, comparing them, the first frame and the
  /// plain text.
  func ours() -> Seconds {
    var differences = 0
    var lines = 0
    let seconds = timed {
      do {
        let a = try VerificationReport(contentsOf: files[0])
        let b = try VerificationReport(contentsOf: files[1])
        let comparison = RecordingComparison(a, b)
        differences = comparison.differences.count
        let state = DiffState(comparison: comparison, nameA: "a", nameB: "b", size: size)
        _ = render(state, comparison: comparison, size: size)
        lines = ComparisonText(comparison, nameA: "a", nameB: "b").text.count
      } catch {
        preconditionFailure("a recording did not load: \(error)")
      }
    }
    precondition(differences == 1 && lines > 0, "the recordings should differ in one step")
    return seconds
  }

  /// Times the comparison alone, the files already read.
  func compareOnly() -> Seconds {
    guard let a = try? VerificationReport(contentsOf: files[0]),
      let b = try? VerificationReport(contentsOf: files[1])
    else { preconditionFailure("a recording did not load") }
    return timed { precondition(RecordingComparison(a, b).differences.count == 1) }
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: files[0].deletingLastPathComponent())
  }
}

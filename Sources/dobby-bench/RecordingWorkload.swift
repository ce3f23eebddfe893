import DobbyCore
import DobbyRecording
import Foundation

/// W5: save a report of `count` interactions as a recording and load it
/// back, through a temporary directory.
///
/// The seed design had no recording file; the baseline is Foundation's
/// generic JSON on the same schema: the report's JSON document
/// (`--format json`) written with `Data`, and read back with
/// `JSONSerialization` (into untyped values, so it does less than ours).
struct RecordingWorkload {
  let pattern: Pattern
  let directory: URL

  init(count: Int) {
    pattern = verificationSetUp(count, ordered: true)
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Times saving and loading a fresh report (a report describes its values
  /// once and keeps them, so each repetition gets a new one).
  func ours() -> Seconds {
    let report = pattern.check()
    let file = directory.appendingPathComponent("w5.dobby.jsonl")
    var loaded: VerificationReport?
    let seconds = timed {
      do {
        try report.save(to: file)
        loaded = try VerificationReport(contentsOf: file)
      } catch {
        preconditionFailure("the recording did not round-trip: \(error)")
      }
    }
    precondition(loaded?.timeline.count == report.timeline.count, "the recording lost steps")
    return seconds
  }

  func baseline() -> Seconds {
    let report = pattern.check()
    let file = directory.appendingPathComponent("w5.json")
    var lines = 0
    let seconds = timed {
      do {
        try Data(report.rendered(as: .json).utf8).write(to: file, options: .atomic)
        let loaded = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [Any]
        lines = loaded?.count ?? 0
      } catch {
        preconditionFailure("the JSON document did not round-trip: \(error)")
      }
    }
    let expected =
      2 + report.recorders.count + report.expectations.count
      + report.mismatches.count + report.timeline.count
    precondition(lines == expected, "the JSON lost lines")
    return seconds
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: directory)
  }
}

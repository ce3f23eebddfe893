import DobbyCore
import DobbyRecording
import Foundation

/// W5: save a report of `count` interactions as a recording and load it
/// back, through a temporary directory.
///
/// The seed design had no recording file; the baseline is the report's
/// own `Codable` conformance through Foundation's `JSONEncoder` and
/// `JSONDecoder` (one JSON document), on the same report.
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
    var loaded: VerificationReport?
    let seconds = timed {
      do {
        try JSONEncoder().encode(report).write(to: file, options: .atomic)
        loaded = try JSONDecoder().decode(VerificationReport.self, from: Data(contentsOf: file))
      } catch {
        preconditionFailure("the JSON document did not round-trip: \(error)")
      }
    }
    precondition(loaded?.timeline.count == report.timeline.count, "the JSON lost steps")
    return seconds
  }

  func removeFiles() {
    try? FileManager.default.removeItem(at: directory)
  }
}

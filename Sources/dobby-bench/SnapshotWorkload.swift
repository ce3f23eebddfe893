import DobbyCore
import DobbyRecording
import Foundation

/// S1: what `expectSnapshot` does on a timeline of `count` steps
/// round-robin across 3 recorders of structs: take the run's snapshot,
/// read the stored one from its file and compare the steps (a match), and,
/// for a run that differs in its middle step, align both and write the
/// failure's text with the changed fields. Budget: well under 1 s in a
/// release build. There is no baseline.
struct SnapshotWorkload {
  struct Line: Sendable {
    var sku: String
    var quantity: Int
  }

  let file: URL
  let same: VerificationReport
  let changed: VerificationReport

  init(count: Int) {
    file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-bench-snapshot-\(ProcessInfo.processInfo.processIdentifier)"
        + SnapshotFormat.fileExtension)
    func run(changing middle: Bool) -> VerificationReport {
      let recorders = (0..<3).map { Recorder<Line>(name: "r\($0)") }
      let pattern = Pattern(nice: true, title: "S1")
      for recorder in recorders { pattern.watch(recorder) }
      for value in 0..<count {
        let quantity = middle && value == count / 2 ? -1 : value
        recorders[value % 3].record(Line(sku: "SKU-\(value % 97)", quantity: quantity))
      }
      return pattern.check()
    }
    same = run(changing: false)
    changed = run(changing: true)
    do {
      try InteractionSnapshot(same).save(to: file.path)
    } catch {
      preconditionFailure("the snapshot could not be saved: \(error)")
    }
  }

  /// Times a matching run: the run's snapshot, the stored one read back,
  /// the steps compared.
  func matching() -> Seconds {
    var equal = false
    let seconds = timed {
      let actual = InteractionSnapshot(same)
      guard let stored = try? InteractionSnapshot(contentsOf: file.path) else { return }
      equal = stored.steps == actual.steps
    }
    precondition(equal, "the snapshot should match its own run")
    return seconds
  }

  /// Times a run that differs in one step: as ``matching()``, then the
  /// alignment and the failure's text.
  func differing() -> Seconds {
    var lines = 0
    let seconds = timed {
      let actual = InteractionSnapshot(changed)
      guard let stored = try? InteractionSnapshot(contentsOf: file.path),
        stored.steps != actual.steps
      else { return }
      let comparison = RecordingComparison(
        stored.report, InteractionSnapshot.comparable(changed, order: .timeline, leavingOut: []))
      lines =
        ComparisonText(comparison, nameA: "snapshot", nameB: "actual", showsFieldChanges: true)
        .text.count
    }
    precondition(lines > 0, "the run should differ from the snapshot")
    return seconds
  }

  func removeFiles() { try? FileManager.default.removeItem(at: file) }
}

import DobbyCore
import DobbyRecording
import DobbySymbolication
import Foundation

/// One snapshot assertion, without the test framework: compares a run's
/// report with the snapshot file, writes what the record mode allows, and
/// gives the text the test fails with.
package struct SnapshotCheck: Sendable {
  /// What the assertion found, and what the test shows.
  package struct Outcome: Sendable {
    /// What was found and done.
    package var verdict: SnapshotVerdict
    /// The failure's first line; `nil` when matched.
    package var headline: String?
    /// The failure's further lines, each ending in a newline.
    package var message: String = ""
    /// The actual run, saved as a recording when it differs.
    package var recording: SavedRecording?
  }

  /// The snapshot file's absolute path.
  package var path: String
  /// The order the steps are compared in.
  package var order: InteractionSnapshot.Order
  /// The fields left out of every value.
  package var leavingOut: [String]
  /// When files are written.
  package var mode: InteractionSnapshot.RecordMode
  /// Whether `CI` is set: nothing is written.
  package var isCI: Bool
  /// Where the actual run is saved when it differs.
  package var store: RecordingStore
  /// The directory paths are shown relative to in call sites.
  package var basePath: String?

  package init(
    path: String, order: InteractionSnapshot.Order, leavingOut: [String],
    mode: InteractionSnapshot.RecordMode, isCI: Bool, store: RecordingStore, basePath: String?
  ) {
    self.path = path
    self.order = order
    self.leavingOut = leavingOut
    self.mode = mode
    self.isCI = isCI
    self.store = store
    self.basePath = basePath
  }

  /// Compares `report`'s timeline with the snapshot at ``path``: each
  /// step's tree, and its digest when both the snapshot and `digests`
  /// (parallel to `report.timeline`; empty when the values are not at
  /// hand) have one. The digests at the cuts say where a change past the
  /// cut is.
  ///
  /// - Complexity: O(n) for n steps when they match; see
  ///   ``RecordingComparison`` when they do not.
  package func run(
    _ report: VerificationReport, digests: [InteractionSnapshot.StepDigests] = []
  ) -> Outcome {
    let name = DisplayText.escape(report.title)
    let actual = InteractionSnapshot(
      report, order: order, leavingOut: leavingOut, digests: digests)
    let stored: InteractionSnapshot
    do {
      stored = try InteractionSnapshot(contentsOf: path)
    } catch {
      if !FileManager.default.fileExists(atPath: path) { return written(actual, name: name) }
      let why = DisplayText.escape(String(describing: error))
      guard mode == .all, !isCI else {
        return Outcome(
          verdict: .unreadable, headline: "dobby: snapshot unreadable - \(why)",
          message: "snapshot: \(DisplayText.escape(path))\nDOBBY_RECORD=all rewrites it\n")
      }
      if let failure = write(actual) {
        return Outcome(
          verdict: .unreadable, headline: "dobby: snapshot unreadable - \(why)",
          message: "snapshot: not rewritten: \(failure)\n")
      }
      return Outcome(
        verdict: .rewritten, headline: "dobby: snapshot rewritten - \(name): it was unreadable",
        message: "snapshot: \(DisplayText.escape(path))\n")
    }
    let same =
      stored.steps.count == actual.steps.count
      && zip(stored.steps, actual.steps).allSatisfy { $0.matches($1) }
      && stored.recorders.map(\.name) == actual.recorders.map(\.name)
    if same {
      // The steps match; a header that changed (order, left-out fields)
      // is brought up to date only when rewriting.
      if mode == .all, !isCI, stored != actual { _ = write(actual) }
      return Outcome(verdict: .matched)
    }
    return differs(stored, actual, report, name: name)
  }

  /// The outcome when there is no snapshot: written, unless on CI.
  private func written(_ actual: InteractionSnapshot, name: String) -> Outcome {
    let shown = DisplayText.escape(path)
    guard !isCI else {
      return Outcome(
        verdict: .missing,
        headline: "dobby: snapshot missing - \(name): not written, because CI is set",
        message: "snapshot: \(shown)\nrun the test where CI is not set to write it\n")
    }
    if let failure = write(actual) {
      return Outcome(
        verdict: .unreadable, headline: "dobby: snapshot missing - \(name): not written",
        message: "snapshot: \(failure)\n")
    }
    let steps = plural(actual.steps.count, "step")
    let recorders = plural(actual.recorders.count, "recorder")
    return Outcome(
      verdict: .written,
      headline: "dobby: snapshot written - \(name): \(steps) from \(recorders)",
      message: "snapshot: \(shown)\nreview it, commit it and run the test again\n")
  }

  /// The outcome when the steps differ: the comparison text, the actual
  /// run saved as a recording, the snapshot rewritten if the mode says so.
  private func differs(
    _ stored: InteractionSnapshot, _ actual: InteractionSnapshot, _ report: VerificationReport,
    name: String
  ) -> Outcome {
    let resolved = report.resolvingCallers(CallerSymbolicator.caller(of:))
    // The run failed its snapshot: saved as a failed recording, so that
    // every format (JUnit, --plain, the picker, the debugger) counts it as
    // failed, and compared as one, so that the B side says so too.
    var failed = InteractionSnapshot.comparable(resolved, order: order, leavingOut: leavingOut)
    failed.passed = false
    let comparison = RecordingComparison(stored.report, failed)
    var recording: SavedRecording?
    var savedPath = "actual"
    var saveFailure: String?
    do {
      let saved = try store.save(failed)
      recording = saved
      savedPath = Self.absolute(saved.path, in: basePath)
    } catch {
      saveFailure = DisplayText.escape(String(describing: error))
    }
    let text = ComparisonText(
      comparison, nameA: path, nameB: savedPath, basePath: basePath, showsFieldChanges: true)
    var lines = text.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    if lines.last == "" { lines.removeLast() }
    let past = PastTheCut(stored: stored, actual: actual, comparison: comparison)
    if !past.steps.isEmpty {
      // The trees match where the digests do not: the comparison's steps
      // and summary say nothing of it, so the steps are named here.
      lines.removeLast()
      if comparison.differences.isEmpty { lines = lines.prefix(2) }
      lines += past.lines.map { Substring($0) }
      lines.append(Substring(past.summary))
    }
    var message = lines.joined(separator: "\n") + "\n"
    if let saveFailure {
      message += "recording: not saved: \(saveFailure)\n"
    } else {
      message += "recording: \(DisplayText.escape(savedPath))\n"
      message +=
        "inspect: \(DisplayText.escape(InspectCommand.current(diffing: Self.absolute(path, in: basePath), against: savedPath)))\n"
    }
    let counts = (comparison.differenceCounts + past.counts).joined(separator: ", ")
    guard mode != .missing else {
      return Outcome(
        verdict: .differs, headline: "dobby: snapshot differs - \(name): \(counts)",
        message: message, recording: recording)
    }
    guard !isCI else {
      message += "snapshot: not rewritten, because CI is set\n"
      return Outcome(
        verdict: .differs, headline: "dobby: snapshot differs - \(name): \(counts)",
        message: message, recording: recording)
    }
    if let failure = write(actual) {
      message += "snapshot: not rewritten: \(failure)\n"
      return Outcome(
        verdict: .differs, headline: "dobby: snapshot differs - \(name): \(counts)",
        message: message, recording: recording)
    }
    message += "snapshot: rewritten (DOBBY_RECORD=\(mode.rawValue)); review the change\n"
    return Outcome(
      verdict: .rewritten, headline: "dobby: snapshot rewritten - \(name): \(counts)",
      message: message, recording: recording)
  }

  /// Writes `snapshot` to ``path``; the reason, escaped, when it cannot.
  private func write(_ snapshot: InteractionSnapshot) -> String? {
    do {
      try snapshot.save(to: path)
      return nil
    } catch {
      return DisplayText.escape(String(describing: error))
    }
  }

  /// `path` made absolute against `directory` when it is relative.
  static func absolute(_ path: String, in directory: String?) -> String {
    guard !path.hasPrefix("/"), let directory, !directory.isEmpty else { return path }
    let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return (directory.hasSuffix("/") ? directory : directory + "/") + trimmed
  }
}

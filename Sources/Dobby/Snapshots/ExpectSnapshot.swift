import DobbyCore
import DobbyRecording
import Foundation

/// Compares what `recorders` saw, as one timeline, with the snapshot
/// stored for this test, and fails the test at this line when it differs.
///
/// The snapshot is `__Snapshots__/<TestFile>/<name>.dobby-snapshot.jsonl`
/// beside the test file: one line per step, its recorder and its value,
/// nothing that changes between runs. When it is missing it is written and
/// the test fails once, saying so; review it and commit it. `DOBBY_RECORD=all`
/// rewrites every snapshot, `DOBBY_RECORD=failed` those that differ; with
/// `CI` set nothing is written.
///
/// ```swift
/// expectSnapshot(of: [gateway.charge, store.save, mailer.send])
/// ```
///
/// On a difference the failure shows the steps as `dobby-tui --diff
/// --plain` does, saves the run as a recording and names the command that
/// opens the pair:
///
/// ```text
/// dobby: snapshot differs - CheckoutTests.chargesOnce: 1 changed
/// --- A  /…/__Snapshots__/CheckoutTests/CheckoutTests.chargesOnce.dobby-snapshot.jsonl: snapshot - 3 steps
/// +++ B  /…/.dobby/recordings/CheckoutTests.chargesOnce-20261202T131500Z-4242-1.dobby.jsonl: FAILED (nice, ordered) - 3 interactions
/// @@ A #1-#3, B #1-#3 @@
///   #1  #1  charge  Charge(amount: 100, currency: "EUR")  ·
/// - #2      save    Order(id: "A-1", total: 100)  ·
/// +     #2  save    Order(id: "A-1", total: 120)  ·  (Sources/Shop/Checkout.swift:31)
///       .total: 100 → 120
///   #3  #3  send    "receipt"  ·
/// summary: 0 inserted, 0 deleted, 1 changed; 0 verdicts changed
/// recording: /…/.dobby/recordings/CheckoutTests.chargesOnce-20261202T131500Z-4242-1.dobby.jsonl
/// inspect: swift run dobby-tui --diff /…/CheckoutTests.chargesOnce.dobby-snapshot.jsonl /…/CheckoutTests.chargesOnce-….dobby.jsonl
/// ```
///
/// - Parameters:
///   - recorders: The recorders, stubs and mocks whose interactions the
///     snapshot holds, merged by time.
///   - name: The snapshot's name; `nil` names it after the test (give
///     each of several snapshots in one test its own name).
///   - order: ``InteractionSnapshot/Order/timeline`` compares the order
///     across recorders; ``InteractionSnapshot/Order/recorder`` only each
///     recorder's own order, for concurrent code.
///   - fields: Fields left out of every value before it is saved and
///     compared: a name (`"id"`) at any depth, a path (`".order.id"`), or
///     a key path (`.keyPath(\Order.id)`); see ``SnapshotField``.
///   - record: When to write; `nil` reads `DOBBY_RECORD` (see
///     ``InteractionSnapshot/RecordMode``).
///   - directory: The folder that holds `<TestFile>/`; `nil` for
///     `__Snapshots__` beside the test file.
///   - fileID: The `#fileID` of the assertion, where a difference is reported; the caller's by
///     default.
///   - filePath: The `#filePath` of the assertion, beside which `__Snapshots__` is; the caller's
///     by default.
///   - line: The line of the assertion; the caller's by default.
///   - column: The column of the assertion; the caller's by default.
/// - Returns: What was found and done.
@discardableResult
public func expectSnapshot(
  of recorders: [any SnapshotSubject], named name: String? = nil,
  order: InteractionSnapshot.Order = .timeline, leavingOut fields: [SnapshotField] = [],
  record: InteractionSnapshot.RecordMode? = nil, directory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> SnapshotVerdict {
  let title = name ?? SnapshotName.current()
  let pattern = Pattern(nice: true, ordered: true, title: title)
  for recorder in recorders { recorder.watched(by: pattern) }
  let report = pattern.check()
  return checkSnapshot(
    of: report,
    digests: SnapshotCheck.digests(of: report, in: recorders, leavingOut: fields.map(\.path)),
    named: title, order: order, leavingOut: fields, record: record, directory: directory,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares the timeline of `report` with the snapshot stored for this
/// test, as `expectSnapshot(of: [recorders])` does for recorders: for a
/// run whose report another tool made (a demo scenario, a `check()` of
/// your own).
///
/// - Returns: What was found and done.
@discardableResult
public func expectSnapshot(
  of report: VerificationReport, named name: String? = nil,
  order: InteractionSnapshot.Order = .timeline, leavingOut fields: [SnapshotField] = [],
  record: InteractionSnapshot.RecordMode? = nil, directory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> SnapshotVerdict {
  checkSnapshot(
    of: report, digests: [], named: name, order: order, leavingOut: fields, record: record,
    directory: directory, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `expectSnapshot(of: report)`, each step's digest in `digests` (parallel
/// to the timeline; empty when the values are not at hand).
private func checkSnapshot(
  of report: VerificationReport, digests: [InteractionSnapshot.StepDigests], named name: String?,
  order: InteractionSnapshot.Order, leavingOut fields: [SnapshotField],
  record: InteractionSnapshot.RecordMode?, directory: String?,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> SnapshotVerdict {
  var report = report
  report.title = name ?? SnapshotName.current()
  let environment = Snapshots.environment ?? ProcessInfo.processInfo.environment
  let testFile = "\(filePath)"
  let folder = directory ?? (testFile as NSString).deletingLastPathComponent + "/__Snapshots__"
  let stem = ((testFile as NSString).lastPathComponent as NSString).deletingPathExtension
  let path =
    folder + "/" + SnapshotName.fileName(stem) + "/" + SnapshotName.fileName(report.title)
    + SnapshotFormat.fileExtension
  let absolutePath = SnapshotCheck.absolute(path, in: currentDirectory())
  let test = TestFailure.currentTestName(readingStack: true) ?? "outside any test"
  if let taken = SnapshotClaims.claim(absolutePath, name: report.title, test: test) {
    TestFailure.record(
      headline: taken, message: "", fileID: fileID, filePath: filePath, line: line,
      column: column)
    return .unreadable
  }
  let check = SnapshotCheck(
    path: absolutePath, order: order,
    leavingOut: fields.map(\.path),
    mode: record ?? InteractionSnapshot.RecordMode.from(environment: environment),
    isCI: !(environment["CI"] ?? "").isEmpty,
    store: Verification.recordingStore ?? .fromEnvironment(), basePath: currentDirectory())
  let outcome = check.run(report, digests: digests)
  if let headline = outcome.headline {
    TestFailure.record(
      headline: headline, message: outcome.message, recording: outcome.recording, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
  return outcome.verdict
}

/// Settings of `expectSnapshot` that tests of the library replace.
package enum Snapshots {
  /// The environment read for `DOBBY_RECORD` and `CI`; `nil` for the
  /// process's.
  @TaskLocal package static var environment: [String: String]?
}

import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// `dobby-tui --diff` with snapshots: a snapshot against a recording, and
/// two snapshots, compared as two recordings are.
struct SnapshotDiffCommandLineTests {
  /// The snapshot of `report`, saved in `directory` as `name`.
  func saveSnapshot(
    _ report: VerificationReport, as name: String, in directory: TemporaryDirectory
  ) throws -> String {
    let path = directory.path + "/" + name + SnapshotFormat.fileExtension
    try InteractionSnapshot(report).save(to: path)
    return path
  }

  /// `dobby-tui --diff --plain` of the snapshots of `a` and `b`, which
  /// says nothing on standard error.
  func diffSnapshots(
    _ a: VerificationReport, _ b: VerificationReport
  ) throws -> (status: Int32, output: String) {
    let directory = try TemporaryDirectory()
    let first = try saveSnapshot(a, as: "first", in: directory)
    let second = try saveSnapshot(b, as: "second", in: directory)
    let (status, output, error) = try Program.run(["--diff", first, second, "--plain"])
    #expect(error.isEmpty)
    return (status, output)
  }

  @Test func `two snapshots of the same steps match and exit 0`() throws {
    let (a, _) = Fixture.racePair("identical")
    let (status, output) = try diffSnapshots(a, a)
    #expect(status == 0)
    #expect(output.hasSuffix("summary: same steps and verdicts\n"))
  }

  @Test func `two snapshots that differ print the changed step and exit 1`() throws {
    let (a, b) = Fixture.racePair("changed")
    let (status, output) = try diffSnapshots(a, b)
    #expect(status == 1)
    #expect(output.contains("- #5      orders  \"A-4\"  ·\n"))
    #expect(output.contains("+     #5  orders  \"A-9\"  ·\n"))
    #expect(output.hasSuffix("summary: 0 inserted, 0 deleted, 1 changed; 0 verdicts changed\n"))
  }

  @Test func `a snapshot against the recording of a run shows that run's call sites`() throws {
    let directory = try TemporaryDirectory()
    let (a, b) = Fixture.racePair("changed")
    let snapshot = try saveSnapshot(a, as: "checkout", in: directory)
    let actual = InteractionSnapshot.comparable(b, order: .timeline, leavingOut: [])
    let recording = try Program.save(actual, in: URL(fileURLWithPath: directory.path), name: "b")
    let (status, output, error) = try Program.run(["--diff", snapshot, recording, "--plain"])
    #expect(error.isEmpty)
    #expect(status == 1)
    #expect(output.contains("- #5      orders  \"A-4\"  ·\n"))
    #expect(output.contains(#"+     #5  orders  "A-9"  ·  (/src/Tests/CheckoutTests.swift:44)"#))
  }

  @Test func `a malformed snapshot is one line naming it and exit 2`() throws {
    let directory = try TemporaryDirectory()
    let (a, _) = Fixture.racePair("identical")
    let good = try saveSnapshot(a, as: "good", in: directory)
    let bad = try directory.write(
      Array(#"{"format":"dobby-snapshot","version":9}"#.utf8),
      to: "bad" + SnapshotFormat.fileExtension
    ).path
    let (status, output, error) = try Program.run(["--diff", good, bad])
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(
      error
        == "dobby-tui: \(bad):1: \"version\" is 9, newer than this reader's version 1; update dobby to read it\n"
    )
  }
}

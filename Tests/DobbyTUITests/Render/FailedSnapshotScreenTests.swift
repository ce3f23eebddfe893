import DobbyCore
import DobbyRecording
import DobbyTUI
import DobbyTestSupport
import Testing

/// The run of a failed snapshot, as `expectSnapshot` saves it (its
/// comparable report, failed, without mismatches), says failed in the
/// debugger's header and on the B side of the diff against its snapshot.
struct FailedSnapshotScreenTests {
  /// The recording a failed snapshot saves of `report`.
  static func failed(_ report: VerificationReport) -> VerificationReport {
    var failed = InteractionSnapshot.comparable(report, order: .timeline, leavingOut: [])
    failed.passed = false
    return failed
  }

  @Test func `the debugger's header says FAILED`() {
    let report = ReportIndex(Self.failed(Fixture.sendsReceipt()))
    let screen = Screen.text(size: Screen.large, report: report)
    #expect(
      screen.split(separator: "\n").first.map(String.init)
        == "CheckoutTests.sendsReceipt  ✗ FAILED  nice, ordered · 3 interactions · 2 recorders · 0 expectations        no mismatches"
    )
  }

  @Test func `the diff's B side says FAILED`() {
    let (a, b) = Fixture.racePair("changed")
    let snapshot = InteractionSnapshot(a)
    let comparison = RecordingComparison(snapshot.report, Self.failed(b))
    let size = Size(columns: 120, rows: 12)
    let state = DiffState(
      comparison: comparison, nameA: "checkout" + SnapshotFormat.fileExtension,
      nameB: "run.dobby.jsonl", size: size, options: .init(ascii: false, basePath: "/src"))
    let screen = render(state, comparison: comparison, size: size).text
    let sides = screen.split(separator: "\n").dropFirst().first.map(String.init)
    #expect(
      sides
        == "A ✓ passed  8 interactions  checkout.dobby-snapshot.jsonl   B ✗ FAILED  8 interactions  run.dobby.jsonl"
    )
  }
}

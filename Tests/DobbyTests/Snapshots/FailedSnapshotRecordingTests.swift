import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// The run of a failed snapshot is a failed recording in every form it is
/// read in: the saved file, the picker's row, `--plain`, JUnit and GitHub.
struct FailedSnapshotRecordingTests {
  /// Runs `body` on the recording a snapshot that differs saves.
  func withFailedRecording(_ body: (VerificationReport, URL) throws -> Void) throws {
    let directory = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    let outcome = Fixture.SnapshotCheckout.check(SnapshotCheckTests.changed, in: directory)
    let recording = try #require(outcome.recording)
    let url = URL(fileURLWithPath: recording.path)
    try body(try VerificationReport(contentsOf: url), url)
  }

  /// The options of `dobby-tui`'s formats, the recording's path as `REC`.
  let options = PlainTextOptions(basePath: "/", recordingPath: "REC")

  /// What every format says first of the recording.
  static let headline =
    "dobby: CheckoutTests.checkout FAILED (nice, ordered) - 3 interactions from 3 recorders,"
    + " 0 expectations, 0 mismatches"

  @Test func `the saved file and the picker's row say failed`() throws {
    try withFailedRecording { report, url in
      #expect(!report.passed)
      #expect(report.mismatches.isEmpty)
      // The picker's row reads the file's ends only.
      let summary = try RecordingSummary(contentsOf: url)
      #expect(summary.passed == false)
    }
  }

  @Test func `--plain says FAILED`() throws {
    try withFailedRecording { report, _ in
      #expect(
        report.rendered(as: .plain, options: options) == """
          \(Self.headline)
          summary: 0 mismatches - 0 unexpected, 0 out of order, 0 rejected, 0 unfulfilled, 0 exceeded
          recording: REC
          inspect:   swift run dobby-tui REC

          """)
    }
  }

  @Test func `JUnit counts a failure`() throws {
    try withFailedRecording { report, _ in
      let text = report.rendered(as: .junit, options: options)
      #expect(text.contains(#"<testsuites tests="1" failures="1">"#))
      #expect(
        text.contains(
          #"    <testcase classname="dobby" name="CheckoutTests.checkout">"# + "\n"
            + #"      <failure type="DOBBY" message=""# + Self.headline + "\">"))
      #expect(text.contains(">" + Self.headline + "\n"))
    }
  }

  @Test func `GitHub reports the failure`() throws {
    try withFailedRecording { report, _ in
      let text = report.rendered(as: .github, options: options)
        .replacing(/dobby-[0-9a-f]{16}/, with: "dobby-TOKEN")
      #expect(
        text == """
          ::error title=dobby::\(Self.headline)
          ::stop-commands::dobby-TOKEN
          \(Self.headline)
          summary: 0 mismatches - 0 unexpected, 0 out of order, 0 rejected, 0 unfulfilled, 0 exceeded
          recording: REC
          inspect:   swift run dobby-tui REC
          ::dobby-TOKEN::

          """)
    }
  }
}

/// Late work of a test (see ``LateWork``) saved as a failed recording, as
/// every other failure is: the picker, `--plain` and JUnit count the test
/// as failed even when nothing verifies what the late work recorded.
extension ScopeRecord {
  /// `text` followed by the lines naming the recording saved for the
  /// scope's late work: a failed report titled after its test, whose steps
  /// are the interactions its tasks recorded after it ended, each one
  /// unexpected (see ``LateInteractions``). The work is reported as it
  /// begins, before its first record lands; the process's end saves the
  /// recording again, with every late step (see ``LateWorkRecordings``).
  ///
  /// ```text
  /// dobby: test "refund()" has ended, but work it started goes on (a Task it did not await records or verifies): await that work in the test
  /// recording: /work/shop/.dobby/recordings/RefundTests.refund_+80d15cb6-20261130T012233Z-4242-1.dobby.jsonl
  /// inspect:   swift run --package-path /work/shop dobby-tui /work/shop/.dobby/recordings/RefundTests.refund_+80d15cb6-20261130T012233Z-4242-1.dobby.jsonl
  /// ```
  func lateWorkReport(_ text: String) -> String {
    let report = lateWorkRecording()
    let failure = store.saveFailure(report)
    if let saved = failure.recording {
      LateWorkRecordings.keep(self, at: saved.path, steps: report.timeline.count)
    }
    let saved = failure.message.split(separator: "\n").filter {
      $0.hasPrefix("recording: ") || $0.hasPrefix("inspect: ")
    }
    return ([text] + saved.map(String.init)).joined(separator: "\n")
  }

  /// The recording of the scope's late work as it stands: the
  /// interactions its tasks recorded after it ended, callers named.
  func lateWorkRecording() -> VerificationReport {
    LateInteractions.report(title: title, steps: lateSteps())
      .resolvingCallers(CallerSymbolicator.caller(of:))
  }
}

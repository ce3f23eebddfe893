/// Late work of a test (see ``LateWork``) saved as a failed recording, as
/// every other failure is: the picker, `--plain` and JUnit count the test
/// as failed even when nothing verifies what the late work recorded.
extension ScopeRecord {
  /// `text` followed by the lines naming the recording saved for the
  /// scope's late work: a failed report titled after its test, with no
  /// steps (what the work recorded goes on after the test, where no
  /// pattern of the test sees it).
  ///
  /// ```text
  /// dobby: test "refund()" has ended, but work it started goes on (a Task it did not await records or verifies): await that work in the test
  /// recording: /work/shop/.dobby/recordings/RefundTests.refund_+80d15cb6-20261130T012233Z-4242-1.dobby.jsonl
  /// inspect:   swift run --package-path /work/shop dobby-tui /work/shop/.dobby/recordings/RefundTests.refund_+80d15cb6-20261130T012233Z-4242-1.dobby.jsonl
  /// ```
  func lateWorkReport(_ text: String) -> String {
    let report = VerificationReport(
      title: title, mode: PatternMode(strict: true, ordered: true), clockCut: LogicalClock.now,
      recorders: [], expectations: [], timeline: [], mismatches: [], firstDivergence: nil,
      passed: false)
    let saved = store.saveFailure(report).message.split(separator: "\n").filter {
      $0.hasPrefix("recording: ") || $0.hasPrefix("inspect: ")
    }
    return ([text] + saved.map(String.init)).joined(separator: "\n")
  }
}

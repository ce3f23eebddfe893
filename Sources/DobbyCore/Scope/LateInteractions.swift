/// The interactions a test's tasks recorded after the test ended, in
/// global (tick) order: the steps of the recording saved for its late
/// work (see ``LateWork``).
///
/// Each step is an unexpected interaction (`DOBBY-E001`): once its test
/// has ended, no expectation of the test is pending, so `--plain` and the
/// debugger show each late step with its recorder, value and caller.
package enum LateInteractions {
  /// One late interaction, read from its recorder.
  package struct Step: Sendable {
    /// The interaction's tick.
    let timestamp: UInt64
    /// Which recorder recorded it.
    let recorder: ObjectIdentifier
    /// The recorder's name and value type.
    let name: String
    let valueType: String
    /// Its index within its recorder.
    let index: Int
    let value: ValueTree
    let callSite: CallSite
    let frames: CallerFrames
  }

  /// A failed report titled `title` whose timeline is `steps`, sorted by
  /// tick, each an unexpected interaction; the recorders are in the order
  /// of their first step.
  ///
  /// - Complexity: O(n log n) for n steps.
  package static func report(title: String, steps: [Step]) -> VerificationReport {
    let steps = steps.sorted { $0.timestamp < $1.timestamp }
    var lanes: [ObjectIdentifier: Int] = [:]
    var recorders: [RecorderSummary] = []
    var timeline: [TimelineEntry] = []
    var mismatches: [Mismatch] = []
    for (position, step) in steps.enumerated() {
      let lane =
        lanes[step.recorder]
        ?? {
          let lane = recorders.count
          lanes[step.recorder] = lane
          recorders.append(RecorderSummary(id: lane, name: step.name, valueType: step.valueType))
          return lane
        }()
      timeline.append(
        TimelineEntry(
          step: TimelineStep(index: position), timestamp: step.timestamp, recorder: lane,
          index: step.index, value: step.value, callSite: step.callSite,
          verdict: .mismatch(position)))
      mismatches.append(Mismatch(kind: .unexpected, step: TimelineStep(index: position)))
    }
    var report = VerificationReport(
      title: title, mode: PatternMode(strict: true, ordered: true),
      clockCut: steps.last?.timestamp ?? LogicalClock.now, recorders: recorders, expectations: [],
      timeline: timeline, mismatches: mismatches,
      firstDivergence: steps.isEmpty ? nil : TimelineStep(index: 0), passed: false)
    let frames = steps.map(\.frames)
    report.callerFrames = CallerFrameTable { frames[$0] }
    return report
  }
}

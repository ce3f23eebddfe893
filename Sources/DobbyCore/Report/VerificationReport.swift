/// The outcome of verifying a pattern: what was expected, what happened, and
/// where and why the two diverged.
///
/// A report is a value: `check()` returns it without side effects, the
/// plain-text reporter renders it, recordings save it, and the debugger
/// replays it.
public struct VerificationReport: Sendable, Equatable {
  /// The test (or other context) that verified the pattern.
  public var title: String
  /// The pattern's mode.
  public var mode: PatternMode
  /// The clock cut: every interaction at or before this tick was replayed,
  /// none after it.
  public var clockCut: UInt64
  /// The replayed recorders, in lane order.
  public var recorders: [RecorderSummary]
  /// The expectations and rejections, in the order they were set up.
  public var expectations: [ExpectationRecord] {
    get { expectationList.elements }
    set { expectationList = FirstReadArray(newValue) }
  }
  /// The replayed interactions merged by timestamp, each with its verdict.
  ///
  /// A report from `check()` builds it on first read (a passing check that
  /// is never printed does not need it); later reads are O(1) but each takes
  /// a lock, so read it into a local before a loop over its entries. The
  /// same holds for ``expectations``.
  public var timeline: [TimelineEntry] {
    get { timelineList.elements }
    set { timelineList = FirstReadArray(newValue) }
  }
  /// Every mismatch, in timeline order (unfulfilled expectations last).
  public var mismatches: [Mismatch]
  /// The earliest step where no valid assignment could continue: the step
  /// at index `timeline.count` when the divergence is at the end (an unfulfilled expectation); `nil` when the pattern passed.
  public var firstDivergence: TimelineStep?
  /// Whether the pattern passed.
  public var passed: Bool
  /// `false` when the report was read from a recording that was cut short.
  public var isComplete: Bool
  /// For a report read from a recording that was cut short, the number of
  /// the file's last line, where it stops (1-based, as in the reader's
  /// errors); `nil` for a complete report, or one whose file does not say
  /// where it was cut (a `verification` line with `"complete":false`).
  ///
  /// Set by the reader and never written to a file.
  public var incompleteAtLine: Int?
  /// Where the verification was asked for: the `verify()` line, where a
  /// report places an unexpected interaction; `nil` for a bare `check()`.
  public var verifiedAt: CallSite?
  /// How the wait ran out, for a report that failed at the deadline of
  /// `check(within:)`, awaited or not,; `nil` otherwise.
  public var timedOut: Timeout?
  /// The class instances that changed after they were recorded, by
  /// timeline order; empty when none did. Matchers read an instance as it
  /// is, the timeline shows it as it was recorded. Saved in recordings as
  /// the interaction's `changedTo`.
  public var changedAfterRecording: [ChangedValue] = []
  /// The interactions other tests recorded on the replayed recorders, left
  /// out of the verdict (see ``ForeignInteraction``); empty when none.
  public var foreignInteractions: [ForeignInteraction] = []
  /// The source lines the report carries (see ``ReportSource``); not
  /// part of its equality.
  package var source = ReportSource()
  private var expectationList: FirstReadArray<ExpectationRecord>
  var timelineList: FirstReadArray<TimelineEntry>
  /// The frames above each interaction, for a report that `check()` made
  /// in this process.
  var callerFrames = CallerFrameTable.none

  /// A report of the given parts.
  public init(
    title: String, mode: PatternMode, clockCut: UInt64, recorders: [RecorderSummary],
    expectations: [ExpectationRecord], timeline: [TimelineEntry], mismatches: [Mismatch],
    firstDivergence: TimelineStep?, passed: Bool, isComplete: Bool = true,
    verifiedAt: CallSite? = nil,
    timedOut: Timeout? = nil
  ) {
    self.init(
      title: title, mode: mode, clockCut: clockCut, recorders: recorders,
      expectations: FirstReadArray(expectations), timeline: FirstReadArray(timeline),
      mismatches: mismatches, firstDivergence: firstDivergence, passed: passed,
      isComplete: isComplete)
    self.verifiedAt = verifiedAt
    self.timedOut = timedOut
  }

  /// A report whose expectations and timeline may be built on first read.
  init(
    title: String, mode: PatternMode, clockCut: UInt64, recorders: [RecorderSummary],
    expectations: FirstReadArray<ExpectationRecord>, timeline: FirstReadArray<TimelineEntry>,
    mismatches: [Mismatch], firstDivergence: TimelineStep?, passed: Bool, isComplete: Bool = true
  ) {
    self.title = title
    self.mode = mode
    self.clockCut = clockCut
    self.recorders = recorders
    self.expectationList = expectations
    self.timelineList = timeline
    self.mismatches = mismatches
    self.firstDivergence = firstDivergence
    self.passed = passed
    self.isComplete = isComplete
  }

  /// The expectation with the given id, or `nil` for an id no
  /// expectation has.
  public func expectation(_ id: ExpectationID) -> ExpectationRecord? {
    let expectations = self.expectations
    return expectations.indices.contains(id.index) ? expectations[id.index] : nil
  }

  /// The timeline's entry at `step`, or `nil` for a step outside the
  /// timeline (a report read from a damaged file may name any step).
  ///
  /// ```swift
  /// if let step = report.firstDivergence, let entry = report.entry(at: step) { … }
  /// ```
  public func entry(at step: TimelineStep) -> TimelineEntry? {
    let timeline = self.timeline
    return timeline.indices.contains(step.index) ? timeline[step.index] : nil
  }

  /// The index in `expectations` of the expectation with id `id`, or `nil`
  /// for an id no expectation has (a report read from a damaged file may
  /// name any number).
  public func expectationIndex(of id: ExpectationID) -> Int? {
    expectations.indices.contains(id.index) ? id.index : nil
  }

  /// How many mismatches there are of `kind`.
  public func count(of kind: Mismatch.Kind) -> Int {
    mismatches.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }
}

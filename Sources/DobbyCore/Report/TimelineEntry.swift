/// One replayed interaction in a report, with its verdict.
public struct TimelineEntry: Sendable, Equatable {
  /// Its step in the merged timeline (index 0 prints as `#1`).
  public var step: TimelineStep
  /// The interaction's tick.
  public var timestamp: UInt64
  /// The lane of its recorder.
  public var recorder: Int
  /// Its index within its recorder.
  public var index: Int
  /// The recorded value, or what describes it when a report needs it.
  var source: EntryValue
  /// Where it was recorded.
  public var callSite: CallSite
  /// The code that called the double; `nil` when it was not captured or
  /// cannot be named.
  public var caller: Caller?
  /// What the verification made of it.
  public var verdict: Verdict

  /// The recorded value as a bounded tree (described on first use).
  public var value: ValueTree {
    get { source.tree }
    set { source = .tree(newValue) }
  }

  /// The value on one line, escaped and elided to 80 characters.
  public var summary: String { value.summary(limit: Self.summaryLimit) }

  /// The characters ``summary`` keeps at most, about: 80.
  package static let summaryLimit = 80
}

extension TimelineEntry {
  /// An entry whose value is already described.
  public init(
    step: TimelineStep, timestamp: UInt64, recorder: Int, index: Int, value: ValueTree,
    callSite: CallSite, caller: Caller? = nil, verdict: Verdict
  ) {
    self.init(
      step: step, timestamp: timestamp, recorder: recorder, index: index,
      source: .tree(value), callSite: callSite, caller: caller, verdict: verdict)
  }
}

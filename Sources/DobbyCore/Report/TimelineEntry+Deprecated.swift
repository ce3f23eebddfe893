extension TimelineEntry {
  /// The entry's step in the merged timeline.
  @available(*, deprecated, renamed: "step")
  public var sequence: TimelineStep {
    get { step }
    set { step = newValue }
  }

  /// An entry whose value is already described.
  @available(
    *, deprecated, renamed: "init(step:timestamp:recorder:index:value:callSite:caller:verdict:)"
  )
  public init(
    sequence: TimelineStep, timestamp: UInt64, recorder: Int, index: Int, value: ValueTree,
    callSite: CallSite, caller: Caller? = nil, verdict: Verdict
  ) {
    self.init(
      step: sequence, timestamp: timestamp, recorder: recorder, index: index, value: value,
      callSite: callSite, caller: caller, verdict: verdict)
  }
}

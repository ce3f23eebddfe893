/// How to read a recorder into a lane, captured when it joins the pattern.
struct JoinedRecorder: Sendable {
  let recorder: ObjectIdentifier
  let name: String
  /// Reads the lane up to `cut`, leaving out what tests other than
  /// `owner` recorded (every interaction when `owner` is `0`).
  let read: @Sendable (_ cut: UInt64, _ id: Int, _ owner: UInt64) -> ReplayedRecorder
  /// Registers for a call after each new record; `nil` if it cannot notify.
  let observe: @Sendable (_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation?

  init<R: ValueRecording>(_ recording: R) where R.Value: Sendable {
    recorder = ObjectIdentifier(recording)
    name = recording.name
    observe = { recording.observeRecords($0) }
    read = { cut, id, owner in
      let summary = RecorderSummary(
        id: id, name: VerificationReport.elidedName(recording.name),
        valueType: _typeName(R.Value.self, qualified: false))
      // A `Recorder`, or a double backed by one, hands over its lists as
      // they are stored; other recorders go through their snapshot.
      let whole =
        (recording as? Recorder<R.Value>)?.lane(through: cut)
        ?? (recording as? any RecorderBacked<R.Value>)?.backingRecorder.lane(through: cut)
        ?? recording.snapshot(through: cut)
      let (lane, foreign) = whole.keepingTest(owner, recorder: summary.name)
      let values = lane.values
      let described = lane.describedValues
      let trees = ValueTreeCache(count: values.count) { index in
        RecorderCut.tree(at: index, of: values, described: described)
      }
      // An instance described when recorded, described again: a change
      // means verdicts read a state the report does not show.
      let changed = described.sorted { $0.key < $1.key }.compactMap { index, then in
        let now = ValueTree(describing: values[index])
        return now == then ? nil : (index: index, current: now)
      }
      return ReplayedRecorder(
        summary: summary, timestamps: lane.timestamps, callSites: lane.callSites,
        bind: { TypedRecorderRules(values, rules: $0, ids: $1, trees: trees) }, deferred: trees,
        changed: changed, foreign: foreign)
    }
  }
}

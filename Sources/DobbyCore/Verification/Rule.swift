/// An expectation or rejection with its matcher's value type erased, so
/// that one pattern can hold rules on recorders of different types.
struct Rule: Sendable {
  let kind: ExpectationRecord.Kind
  let recorder: ObjectIdentifier
  let cardinality: Cardinality
  let callSite: CallSite
  /// The matcher, boxed: a `MatcherBox` of the recorder's value type.
  let matcher: any AnyMatcherBox
  /// Whether the matcher is equality on a value whose type is `Hashable`
  /// (see ``IndexKey``).
  let isKeyed: Bool

  init<Value: Sendable>(
    kind: ExpectationRecord.Kind, recorder: ObjectIdentifier, matcher: Matcher<Value>,
    cardinality: Cardinality, callSite: CallSite
  ) {
    self.kind = kind
    self.recorder = recorder
    self.cardinality = cardinality
    self.callSite = callSite
    self.matcher = MatcherBox(matcher)
    isKeyed = matcher.indexKey != nil
  }

  /// The matcher's description, e.g. `== 5` (built on each call).
  func describe() -> String { matcher.description }
}

/// A ``Matcher`` of some value type, boxed once when the rule is set up.
@usableFromInline
protocol AnyMatcherBox: AnyObject, Sendable {
  var description: String { get }
}

@usableFromInline
final class MatcherBox<Value: Sendable>: AnyMatcherBox {
  let matcher: Matcher<Value>
  /// The matcher's test, kept apart so that unspecialised code calls it
  /// without going through the matcher's layout.
  let test: @Sendable (Value) -> Bool
  /// For equality on a `Hashable` value (see ``IndexKey``): the expected
  /// value, read once here so that indexing a lane's rules touches only
  /// their boxes.
  @usableFromInline let expected: Value?

  init(_ matcher: Matcher<Value>) {
    self.matcher = matcher
    test = matcher.test
    expected = matcher.indexKey?.expected()
  }

  @usableFromInline var description: String { matcher.description }
}

/// One replayed recorder at the clock cut.
struct Lane {
  let summary: RecorderSummary
  /// The interactions' ticks, in recording order.
  let timestamps: [UInt64]
  let callSites: LaneCallSites
  /// Binds the rules `ids` of the table (this lane's, ascending) to its
  /// values.
  let bind: (_ rules: RuleTable, _ ids: [Int32]) -> any LaneBinding
  let deferred: DeferredValues
}

/// The call sites of a lane's interactions, as runs: the interactions from
/// `starts[i]` up to the next start were recorded at `sites[i]`.
struct LaneCallSites: Sendable {
  let starts: [Int]
  let sites: [CallSite]

  /// The call site of the interaction at `index`.
  ///
  /// - Complexity: O(log r) for r runs.
  func callSite(at index: Int) -> CallSite {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= index { low = middle + 1 } else { high = middle }
    }
    return sites[low - 1]
  }
}

/// How to read a recorder into a lane, captured when it joins the pattern.
struct LaneSource: Sendable {
  let recorder: ObjectIdentifier
  let name: String
  let read: @Sendable (_ cut: UInt64, _ id: Int) -> Lane
  /// Registers for a call after each new record; `nil` if it cannot notify.
  let observe: @Sendable (_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation?

  init<R: ValueRecording>(_ recording: R) where R.Value: Sendable {
    recorder = ObjectIdentifier(recording)
    name = recording.name
    observe = { recording.observeRecords($0) }
    read = { cut, id in
      let summary = RecorderSummary(
        id: id, name: recording.name, valueType: _typeName(R.Value.self, qualified: false))
      // A `Recorder` hands over its lists as they are stored; other
      // recorders go through their snapshot.
      let lane =
        (recording as? Recorder<R.Value>)?.lane(through: cut)
        ?? RecorderLane(recording.snapshot(through: cut))
      let values = lane.values
      let described = lane.described
      return Lane(
        summary: summary, timestamps: lane.timestamps, callSites: lane.callSites,
        bind: { TypedLaneBinding(values, rules: $0, ids: $1) },
        deferred: DeferredValues(count: values.count) { index in
          described[index] ?? ValueTree(describing: values[index])
        })
    }
  }
}

/// A recorder's interactions up to a clock cut, as a lane needs them.
struct RecorderLane<Value> {
  var timestamps: [UInt64]
  var callSites: LaneCallSites
  var values: [Value]
  var described: [Int: ValueTree]
}

extension RecorderLane {
  /// The lane of a snapshot: one run per interaction.
  init(_ snapshot: RecordingSnapshot<Value>) {
    timestamps = snapshot.interactions.map(\.timestamp)
    callSites = LaneCallSites(
      starts: Array(snapshot.interactions.indices), sites: snapshot.interactions.map(\.callSite))
    values = snapshot.values
    described = snapshot.describedValues
  }
}

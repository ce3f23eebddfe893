/// An expectation or rejection with its matcher's value type erased, so
/// that one pattern can hold rules on recorders of different types.
struct Rule: Sendable {
  let kind: ExpectationRecord.Kind
  let recorder: ObjectIdentifier
  let cardinality: Cardinality
  let callSite: CallSite
  let describe: @Sendable () -> String
  /// Binds the matcher to a lane's values (which must be of its type).
  let bind: @Sendable (any LaneValues) -> BoundMatcher

  init<Value: Sendable>(
    kind: ExpectationRecord.Kind, recorder: ObjectIdentifier, matcher: Matcher<Value>,
    cardinality: Cardinality, callSite: CallSite
  ) {
    self.kind = kind
    self.recorder = recorder
    self.cardinality = cardinality
    self.callSite = callSite
    describe = { matcher.description }
    bind = { lane in
      guard let lane = lane as? TypedLaneValues<Value> else {
        preconditionFailure("a rule on \(Value.self) was bound to a lane of another type")
      }
      let values = lane.values
      return BoundMatcher(
        matches: { matcher.matches(values[$0]) },
        explain: { matcher.explain(values[$0]) },
        key: matcher.indexKey?.makeKey(),
        keyOfValue: matcher.indexKey.map { indexKey in { indexKey.keyOf(values[$0]) } })
    }
  }
}

/// A rule's matcher applied to the values of one lane, by index.
struct BoundMatcher {
  let matches: (Int) -> Bool
  let explain: (Int) -> [FieldMismatch]
  /// For equality on a `Hashable` value: the value, so that lanes can find
  /// candidate rules by hashing instead of trying every matcher.
  let key: AnyHashable?
  let keyOfValue: ((Int) -> AnyHashable)?
}

/// The values of one lane, with their type erased.
protocol LaneValues: Sendable {}

final class TypedLaneValues<Value: Sendable>: LaneValues {
  let values: [Value]
  init(_ values: [Value]) { self.values = values }
}

/// One replayed recorder at the clock cut.
struct Lane {
  let summary: RecorderSummary
  let interactions: [Interaction]
  let values: any LaneValues
  let deferred: DeferredValues
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
    let valueType = _typeName(R.Value.self, qualified: false)
    read = { cut, id in
      let snapshot = recording.snapshot(through: cut)
      let values = snapshot.values
      let described = snapshot.describedValues
      return Lane(
        summary: RecorderSummary(id: id, name: recording.name, valueType: valueType),
        interactions: snapshot.interactions,
        values: TypedLaneValues(values),
        deferred: DeferredValues { index in
          described[index] ?? ValueTree(describing: values[index])
        })
    }
  }
}

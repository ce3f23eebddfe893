/// An expectation or rejection with its matcher's value type erased, so
/// that one pattern can hold rules on recorders of different types.
struct Rule: Sendable {
  let kind: ExpectationRecord.Kind
  let recorder: ObjectIdentifier
  let cardinality: Cardinality
  let callSite: CallSite
  /// Why the rule exists (`because:`); `nil` when not given.
  let reason: String?
  /// The matcher, boxed: a `MatcherBox` of the recorder's value type.
  let matcher: any AnyMatcherBox
  /// Whether the matcher is equality on a value whose type is `Hashable`
  /// (see ``IndexKey``).
  let isKeyed: Bool
  /// Appends the value the matcher's index key expects to a lane's column
  /// of them (see ``IndexKey/file``); `nil` where there is no key.
  let fileExpected: (@Sendable (inout (any KeyColumn)?) -> Void)?
  /// The rules (0-based, earlier ones) whose interactions must all come
  /// before this one's: the `after:` edges.
  let after: [Int]

  init<Value: Sendable>(
    kind: ExpectationRecord.Kind, recorder: ObjectIdentifier, matcher: Matcher<Value>,
    cardinality: Cardinality, reason: String? = nil, callSite: CallSite, after: [Int] = []
  ) {
    self.reason = reason
    self.after = after
    self.kind = kind
    self.recorder = recorder
    self.cardinality = cardinality
    self.callSite = callSite
    self.matcher = MatcherBox(matcher)
    let key = matcher.indexKey
    isKeyed = key != nil
    fileExpected = key?.file
  }

  /// The matcher's description, e.g. `== 5` (built on each call).
  func describe() -> String { matcher.description }

  /// The matcher's description before its middle is cut, bounded in size
  /// (built on each call).
  func describeWhole() -> String { matcher.wholeDescription }
}

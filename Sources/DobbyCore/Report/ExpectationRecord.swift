/// An expectation or rejection as the report knows it.
public struct ExpectationRecord: Sendable, Hashable {
  /// Whether the rule expects or rejects.
  public enum Kind: String, Sendable, Hashable {
    /// `expect(_:in:times:)`.
    case expect
    /// `reject(_:in:)`.
    case reject
  }

  /// The id, 1-based: reports show it as `E1`, `E2`, …
  public var id: ExpectationID
  /// Whether the rule expects or rejects.
  public var kind: Kind
  /// The lane of the recorder it concerns.
  public var recorder: Int
  /// The matcher's description, or what makes it when a report needs it.
  var description: MatcherDescription
  /// How many times it must match (`never` for a rejection).
  public var cardinality: Cardinality
  /// Where it was set up.
  public var callSite: CallSite
  /// How many interactions the verification assigned to it.
  public var matchCount: Int
  /// Why the rule exists, as `because:` gave it; `nil` when not given.
  public var reason: String?
  /// The ids of the expectations it must come after (`after:`), ascending;
  /// empty for none.
  public var after: [ExpectationID] = []

  /// The matcher's description (made on first use in a report from
  /// `check()`, so that a passing check formats no expected value).
  public var matcher: String {
    get { description.text }
    set { description = .text(newValue) }
  }

  /// `E1`.
  public var label: String { id.description }
}

extension ExpectationRecord {
  /// An expectation record.
  public init(
    id: ExpectationID, kind: Kind, recorder: Int, matcher: String, cardinality: Cardinality,
    callSite: CallSite, matchCount: Int, reason: String? = nil, after: [ExpectationID] = []
  ) {
    self.init(
      id: id, kind: kind, recorder: recorder, description: .text(matcher),
      cardinality: cardinality, callSite: callSite, matchCount: matchCount, reason: reason,
      after: after)
  }
}

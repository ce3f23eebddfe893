import DobbyCore

/// Steps and expectation ids as a recording writes them: a step as its
/// 0-based timeline index, an expectation as its 1-based id.
extension LineFields {
  /// The optional step at `key`, one of the recording's `count`
  /// interactions.
  func optionalStep(_ key: StaticString, count: Int) throws(Problem) -> TimelineStep? {
    try optionalReference(key, count: count, of: "interaction").map(TimelineStep.init(index:))
  }

  /// The id at `key` of one of the recording's `count` expectations.
  func expectationID(_ key: StaticString, count: Int) throws(Problem) -> ExpectationID {
    ExpectationID(number: try reference(key, count: count, of: "expectation", base: 1))
  }

  /// The optional id at `key` of one of the recording's `count`
  /// expectations.
  func optionalExpectationID(
    _ key: StaticString, count: Int
  ) throws(Problem) -> ExpectationID? {
    try optionalReference(key, count: count, of: "expectation", base: 1)
      .map(ExpectationID.init(number:))
  }

  /// The optional array at `key` of ids of `count` expectations (the
  /// earlier ones, for `after`); empty when absent.
  func optionalExpectationIDs(
    _ key: StaticString, count: Int, of items: String
  ) throws(Problem) -> [ExpectationID] {
    try optionalReferences(key, count: count, of: items, base: 1).map(ExpectationID.init(number:))
  }
}

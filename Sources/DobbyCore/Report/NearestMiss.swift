/// The closest candidate to a mismatched interaction or expectation, and
/// why it did not match.
public struct NearestMiss: Sendable, Hashable {
  /// For an interaction: the id of the closest expectation; `nil` for an
  /// unfulfilled expectation's miss.
  public var expectation: ExpectationID?
  /// For an unfulfilled expectation: the step of the closest
  /// interaction; `nil` for an interaction's miss.
  public var step: TimelineStep?
  /// The matcher's explanation, field by field.
  public var differences: [FieldMismatch]

  /// A near miss of the given parts.
  public init(
    expectation: ExpectationID? = nil, step: TimelineStep? = nil, differences: [FieldMismatch]
  ) {
    self.expectation = expectation
    self.step = step
    self.differences = differences
  }
}

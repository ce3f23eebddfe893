/// The interactions and values of one recorder up to a clock cut.
public struct RecordingSnapshot<Value> {
  /// The interactions, in recording order.
  public var interactions: [Interaction]
  /// The values, parallel to `interactions`.
  public var values: [Value]
  /// Trees of values that were described at record time (class instances),
  /// by index; the others are described when a report needs them.
  public var describedValues: [Int: ValueTree] = [:]

  /// A snapshot of parallel arrays.
  public init(interactions: [Interaction], values: [Value]) {
    precondition(
      interactions.count == values.count,
      "interactions and values differ in count (\(interactions.count) vs \(values.count))")
    self.interactions = interactions
    self.values = values
  }
}

extension RecordingSnapshot: Sendable where Value: Sendable {}

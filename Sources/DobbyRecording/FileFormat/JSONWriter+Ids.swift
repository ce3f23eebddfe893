import DobbyCore

/// Steps and expectation ids as a recording writes them: a step as its
/// 0-based timeline index, an expectation as its 1-based id.
extension JSONWriter {
  mutating func field(_ name: StaticString, _ step: TimelineStep) {
    field(name, step.index)
  }

  mutating func field(_ name: StaticString, _ id: ExpectationID) {
    field(name, id.number)
  }

  /// Writes the field only when `step` is not `nil`.
  mutating func field(_ name: StaticString, _ step: TimelineStep?) {
    if let step { field(name, step) }
  }

  /// Writes the field only when `id` is not `nil`.
  mutating func field(_ name: StaticString, _ id: ExpectationID?) {
    if let id { field(name, id) }
  }

  mutating func expectationID(_ id: ExpectationID) {
    int(id.number)
  }
}

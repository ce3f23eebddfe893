/// A class instance that changed after it was recorded: the report shows
/// it as it was recorded, but matchers read the instance, as it is now.
///
/// ```text
/// note: #2 Order changed after it was recorded: now Order(status: "paid"); verdicts read its current state
/// ```
///
/// To verify what was recorded, record a copy: `Recorder(copying: { $0.copy() })`.
public struct ChangedValue: Sendable, Hashable {
  /// The interaction's step.
  public var step: TimelineStep
  /// The instance as it is at verification.
  public var current: ValueTree

  /// A changed value of the given parts.
  public init(step: TimelineStep, current: ValueTree) {
    self.step = step
    self.current = current
  }
}

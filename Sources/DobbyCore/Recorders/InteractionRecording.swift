/// Chronological access to the interactions of one recorder.
///
/// `Recorder` is the default implementation; users may write their own
/// recording types (for example a hand-written double that stores its calls)
/// and verify them with `Pattern` by conforming to ``ValueRecording``.
///
/// Conforming types must be thread-safe, and must list interactions in
/// recording order with strictly increasing timestamps taken from
/// ``LogicalClock/tick()``.
public protocol InteractionRecording: AnyObject, Sendable {
  /// The name reports use for this recorder.
  var name: String { get }

  /// Every interaction recorded so far, in recording order.
  var interactions: [Interaction] { get }

  /// Registers `onRecord` to be called after every interaction recorded
  /// from now on, until the returned observation is cancelled.
  ///
  /// Eventual verification waits on it instead of polling. The default
  /// returns `nil`: the recorder cannot notify, and eventual verification
  /// then checks it only at the start and at the deadline.
  func observeRecords(_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation?
}

extension InteractionRecording {
  public func observeRecords(_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation? {
    nil
  }
}

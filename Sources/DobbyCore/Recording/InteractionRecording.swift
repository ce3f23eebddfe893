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

/// A recorder that also keeps the value of each interaction.
public protocol ValueRecording<Value>: InteractionRecording {
  /// The type of the recorded values.
  associatedtype Value

  /// Every recorded value, in recording order, parallel to `interactions`.
  var values: [Value] { get }

  /// The interactions and values recorded at or before the clock tick `cut`,
  /// read as one consistent snapshot.
  ///
  /// The default reads `interactions`, keeps those up to `cut`, then takes
  /// as many `values`. Override it to read both under one lock.
  func snapshot(through cut: UInt64) -> RecordingSnapshot<Value>
}

extension ValueRecording {
  public func snapshot(through cut: UInt64) -> RecordingSnapshot<Value> {
    let all = interactions
    var count = all.count
    while count > 0 && all[count - 1].timestamp > cut { count -= 1 }
    let values = self.values
    precondition(
      values.count >= count,
      "\(name) lists \(count) interactions but only \(values.count) values")
    return RecordingSnapshot(interactions: Array(all[..<count]), values: Array(values[..<count]))
  }
}

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

/// A registration made by ``InteractionRecording/observeRecords(_:)``.
public final class RecordObservation: Sendable {
  private let onCancel: @Sendable () -> Void

  /// An observation that runs `onCancel` once when cancelled.
  public init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

  /// Stops the notifications.
  public func cancel() { onCancel() }
}

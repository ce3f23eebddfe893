/// A registration made by ``InteractionRecording/observeRecords(_:)``.
public final class RecordObservation: Sendable {
  private let onCancel: @Sendable () -> Void

  /// An observation that runs `onCancel` once when cancelled.
  public init(onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

  /// Stops the notifications.
  public func cancel() { onCancel() }
}

/// A handle on something that can be undone once, such as a stub's
/// reaction: ``dispose()`` undoes it.
///
/// ```swift
/// let sale = pricing.on(any(), return: 5)
/// sale.dispose()   // the stub no longer reacts with 5
/// ```
///
/// Dropping the handle does not dispose it: a reaction stays until
/// ``dispose()`` is called. Disposing is idempotent and thread-safe.
public final class Disposable: Sendable {
  private let action: Lock<(@Sendable () -> Void)?>

  /// A handle that runs `action` the first time it is disposed.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock(action)
  }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { action.withLock { $0 == nil } }

  /// Undoes what the handle stands for; later calls do nothing.
  ///
  /// - Complexity: O(1) plus the cost of the undo action, run once.
  public func dispose() {
    let pending = action.withLock { action -> (@Sendable () -> Void)? in
      defer { action = nil }
      return action
    }
    pending?()
  }
}

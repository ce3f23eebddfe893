/// A value that is not `Sendable`, carried where a recorder or stub needs
/// one: a class instance, a struct without `Sendable`, a plain closure.
///
/// ```swift
/// let opens = Stub<UncheckedSendable<FileHandle>, Bool>(name: "opens")
/// opens.on(any(), return: true)
/// try opens(UncheckedSendable(handle))
/// ```
///
/// Generated doubles record such arguments and answer such results through
/// it (`.value` unwraps). Reports describe the wrapped value, not the
/// wrapper. The wrapper only lifts the compiler's check: the test must not
/// touch the value from two threads at once, as with any value that is not
/// `Sendable`. Where `Value` is `Equatable`, so is the wrapper, so a plain
/// `UncheckedSendable(value)` stands for `equals` in `on`, `expect` and
/// `reject`.
public struct UncheckedSendable<Value>: @unchecked Sendable {
  // SAFETY: the wrapper exists to carry values the compiler cannot prove
  // Sendable; the documentation above puts the thread-safety on the user.

  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) { self.value = value }
}

extension UncheckedSendable: Equatable where Value: Equatable {}

extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: CustomReflectable {
  /// The wrapped value's mirror, so that reports show the value itself.
  public var customMirror: Mirror { Mirror(reflecting: value) }
}

extension UncheckedSendable: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { String(describing: value) }
}

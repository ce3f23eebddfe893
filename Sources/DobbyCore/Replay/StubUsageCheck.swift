/// A stub whose reactions a pattern expects to be used
/// (`Pattern.expectUsed(_:)`), captured when it joins the pattern.
struct StubUsageCheck: Sendable {
  let stub: ObjectIdentifier
  /// The stub's unused reactions, at the time of the call.
  let unused: @Sendable () -> [UnusedReaction]
  /// Registers for a call after each invocation; `nil` if it cannot notify.
  let observe: @Sendable (_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation?

  init<Arguments: Sendable, Result: Sendable>(_ stub: Stub<Arguments, Result>) {
    self.stub = ObjectIdentifier(stub)
    unused = { stub.unusedReactions }
    observe = { stub.observeRecords($0) }
  }
}

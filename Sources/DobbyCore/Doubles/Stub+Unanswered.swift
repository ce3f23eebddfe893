// What `import Dobby`'s `answer(_:)` reads when a call that cannot throw
// finds no answer.

extension Stub {
  /// The report of a call with `arguments` that `error` kept from being
  /// answered.
  package func unanswered(_ arguments: Arguments, _ error: any Error) -> UnansweredCall {
    UnansweredCall(
      stub: name, arguments: ValueTree(describing: arguments), error: error,
      reactions: reactionDescriptions)
  }

  /// The return addresses above the caller's caller: in `answer(_:)`, the
  /// double's method and the production code above it.
  @inline(never)
  package static func callerFrames() -> CallerFrames { _captureCallerFrames() }
}

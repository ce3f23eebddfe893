/// The error a ``Stub`` throws when an `async` reaction would answer a
/// synchronous invocation, which cannot wait for it.
///
/// ```swift
/// let gateway = Stub<Int, String>(name: "gateway")
/// gateway.on(any()) { _ in try await Task.sleep(for: .milliseconds(5)); return "ok" }
/// try gateway.invoke(3)
/// ```
/// ```text
/// stub "gateway" answers 3 with an async reaction (Tests/GatewayTests.swift:12); call it with try await
/// ```
public struct AsyncReactionCalledSynchronously: Error, CustomStringConvertible, Sendable,
  Hashable
{
  /// The name of the stub.
  public var stub: String
  /// The arguments, as a bounded tree.
  public var arguments: ValueTree
  /// Where the `async` reaction was added: its `on(…)` line.
  public var reactionSite: CallSite

  /// An error for `stub` invoked with `arguments`, which the reaction at
  /// `reactionSite` would answer.
  public init(stub: String, arguments: ValueTree, reactionSite: CallSite) {
    self.stub = stub
    self.arguments = arguments
    self.reactionSite = reactionSite
  }

  /// `stub "gateway" answers 3 with an async reaction (Tests/GatewayTests.swift:12); call it with try await`.
  public var description: String {
    StubPhrase.call(of: stub, "answers", arguments) + " with an async reaction "
      + StubPhrase.line(of: reactionSite) + "; call it with try await"
  }
}

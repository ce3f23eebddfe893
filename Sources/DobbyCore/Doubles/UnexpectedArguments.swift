/// The error a ``Stub`` throws when no reaction matches the arguments it was
/// invoked with.
///
/// Its description is one line naming the stub and the arguments, escaped
/// like every recorded value (``DisplayText``) and elided past 120
/// characters:
///
/// ```swift
/// let pricing = Stub<(String, Int), Double>(name: "pricing")
/// try pricing.invoke(("SKU-1", 3))
/// ```
/// ```text
/// stub "pricing" has no reaction for ("SKU-1", 3)
/// ```
public struct UnexpectedArguments: Error, CustomStringConvertible, Sendable, Hashable {
  /// The name of the stub.
  public var stub: String
  /// The arguments, as a bounded tree.
  public var arguments: ValueTree
  /// Where the stub was invoked.
  public var callSite: CallSite

  /// An error for `stub` invoked with `arguments` at `callSite`.
  public init(stub: String, arguments: ValueTree, callSite: CallSite) {
    self.stub = stub
    self.arguments = arguments
    self.callSite = callSite
  }

  /// `stub "pricing" has no reaction for ("SKU-1", 3)`.
  public var description: String {
    StubPhrase.call(of: stub, "has no reaction for", arguments)
  }
}

/// A stub reaction that no invocation has used: what
/// ``Stub/unusedReactions`` lists and an `unused` ``Mismatch`` names.
///
/// ```swift
/// let pricing = Stub<String, Double>(name: "pricing")
/// pricing.on("SKU-1", return: 9.5)
/// pricing.unusedReactions[0].description   // pricing.on(== "SKU-1")
/// ```
public struct UnusedReaction: Sendable, Hashable {
  /// The stub's name.
  public var stub: String
  /// The reaction's matcher, described: `== "SKU-1"`.
  public var matcher: String
  /// Where the reaction was added: the `on(…)` line.
  public var callSite: CallSite

  /// An unused reaction of the given parts.
  public init(stub: String, matcher: String, callSite: CallSite) {
    self.stub = stub
    self.matcher = matcher
    self.callSite = callSite
  }

  /// The reaction as its `on(…)` call reads: `pricing.on(== "SKU-1")`.
  public var description: String { "\(stub).on(\(matcher))" }

  /// What every report says of it, escaped for a terminal:
  /// `pricing.on(== "SKU-1") was never invoked`.
  package var neverInvoked: String { DisplayText.escape(description) + " was never invoked" }
}

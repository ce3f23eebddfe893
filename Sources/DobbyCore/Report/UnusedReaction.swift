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
  /// The newer reaction that is tried first on a call this one matches,
  /// when there was such a call: why this one never answered.
  public var shadowedBy: ShadowingReaction?

  /// An unused reaction of the given parts.
  public init(
    stub: String, matcher: String, callSite: CallSite, shadowedBy: ShadowingReaction? = nil
  ) {
    self.stub = stub
    self.matcher = matcher
    self.callSite = callSite
    self.shadowedBy = shadowedBy
  }

  /// The reaction as its `on(…)` call reads: `pricing.on(== "SKU-1")`.
  public var description: String { Self.onCall(stub, matcher) }

  /// A reaction of `stub` with `matcher` as its `on(…)` call reads:
  /// `pricing.on(== "SKU-1")`, unescaped.
  package static func onCall(_ stub: String, _ matcher: String) -> String {
    "\(stub).on(\(matcher))"
  }

  /// What every report says of it, escaped for a terminal:
  /// `pricing.on(== "SKU-1") was never invoked`, and when a newer
  /// reaction shadowed it, `: the newer pricing.on(any()) is tried first
  /// and matches the same call`.
  package var neverInvoked: String {
    var text = DisplayText.escape(description) + " was never invoked"
    if let newer = shadowingReaction {
      text += ": the newer \(newer) is tried first and matches the same call"
    }
    return text
  }

  /// The reaction that shadowed it, as its `on(…)` call reads, escaped:
  /// `pricing.on(any())`; `nil` when none did.
  package var shadowingReaction: String? {
    shadowedBy.map { DisplayText.escape(Self.onCall(stub, $0.matcher)) }
  }

  /// The call that both match, as the stub's interaction reads, escaped:
  /// `pricing("SKU-2")`; `nil` when nothing shadowed it.
  package var shadowedCall: String? {
    // Escaped again: a recording read from a file is untrusted text.
    shadowedBy.map { DisplayText.escape("\(stub)(\($0.arguments))") }
  }
}

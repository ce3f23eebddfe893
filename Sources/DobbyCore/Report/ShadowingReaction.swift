/// A newer reaction of a stub that matches a call an unused reaction also
/// matches. The newest matching reaction answers, so the newer one is
/// tried first, and the older one never answers that call.
///
/// ```swift
/// payments.on(5, return: "declined")           // shadowed: never invoked
/// payments.on(any(), return: "ok")             // tried first
/// try payments.invoke(5)
/// payments.unusedReactions[0].shadowedBy?.matcher   // "any()"
/// ```
public struct ShadowingReaction: Sendable, Hashable {
  /// The newer reaction's matcher, described: `any()`.
  public var matcher: String
  /// Where the newer reaction was added: its `on(…)` line.
  public var callSite: CallSite
  /// The first call, made while both reactions were there, that both
  /// match: its arguments on one line, escaped and elided to 80 characters.
  public var arguments: String

  /// A shadowing reaction of the given parts.
  public init(matcher: String, callSite: CallSite, arguments: String) {
    self.matcher = matcher
    self.callSite = callSite
    self.arguments = arguments
  }
}

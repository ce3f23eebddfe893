/// An earlier reaction of a stub that matches a call an unused reaction
/// also matches. Reactions are tried in the order they were added, so the
/// earlier one is tried first, and the later one never answers that call.
///
/// ```swift
/// payments.on(any(), return: "ok")             // tried first
/// payments.on(5, return: "declined")           // shadowed: never invoked
/// try payments.invoke(5)
/// payments.unusedReactions[0].shadowedBy?.matcher   // "any()"
/// ```
public struct ShadowingReaction: Sendable, Hashable {
  /// The earlier reaction's matcher, described: `any()`.
  public var matcher: String
  /// Where the earlier reaction was added: its `on(…)` line.
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

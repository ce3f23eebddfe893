/// What `verifyUsed()` fails a test with when a stub has unused
/// reactions: a headline for the test framework's first line, and the
/// compiler-style text under it, one line per reaction at its `on(…)` line.
///
/// ```text
/// DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked (+1 more)
/// ```
/// ```text
/// dobby: stub pricing has 2 unused reactions
/// Tests/PricingTests.swift:12: error: DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked
/// Tests/PricingTests.swift:13: error: DOBBY-E006 unused: pricing.on(any()) was never invoked
/// ```
package struct UnusedReactionsText: Sendable, Equatable {
  /// The first reaction in one line, and how many more there are.
  package let headline: String
  /// The whole text, ending with a line break.
  package let message: String

  /// The text for `reactions` of the stub named `stub`, with paths
  /// relative to `basePath` when under it; `nil` when there are none.
  package init?(stub: String, reactions: [UnusedReaction], basePath: String?) {
    guard let first = reactions.first else { return nil }
    let kind = Mismatch.Kind.unused
    func message(_ reaction: UnusedReaction) -> String {
      "\(kind.code) \(kind.title): \(reaction.neverInvoked)"
    }
    let more = reactions.count > 1 ? " (+\(reactions.count - 1) more)" : ""
    headline = message(first) + more
    var lines = [
      "dobby: stub \(DisplayText.escape(stub)) has "
        + plural(reactions.count, "unused reaction")
    ]
    func place(_ site: CallSite) -> String {
      "\(relativePath(site.filePath, base: basePath)):\(site.line)"
    }
    for reaction in reactions {
      lines.append("\(place(reaction.callSite)): error: " + message(reaction))
      lines += reaction.shadowLines(place: place)
    }
    self.message = lines.joined(separator: "\n") + "\n"
  }
}

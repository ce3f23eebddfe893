/// The words a stub's errors share, decided once, so that each names a
/// stub, its arguments and a reaction's line alike: `stub "pricing"`, the
/// arguments escaped and elided past 120 characters,
/// `(Tests/PricingTests.swift:12)`.
enum StubPhrase {
  /// `stub "pricing" has no reaction for ("SKU-1", 3)`: the stub's name,
  /// quoted, then `verb`, then `arguments` on one line.
  static func call(of stub: String, _ verb: String, _ arguments: ValueTree) -> String {
    "stub \(DisplayText.quote(stub)) \(verb) \(arguments.summary(limit: 120))"
  }

  /// `(Tests/GatewayTests.swift:12)`: where a reaction was added, escaped.
  static func line(of site: CallSite) -> String {
    "(\(DisplayText.escape(site.fileID)):\(site.line))"
  }
}

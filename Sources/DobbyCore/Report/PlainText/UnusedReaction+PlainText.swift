extension UnusedReaction {
  /// The lines under its error line that say what shadowed it, with
  /// `place` naming a call site; none when nothing did.
  ///
  /// ```text
  ///   earlier:  pricing.on(any())   (Tests/PricingTests.swift:12)
  ///   call:     pricing("SKU-1")
  /// ```
  func shadowLines(place: (CallSite) -> String) -> [String] {
    guard let shadow = shadowedBy, let earlier = earlierReaction, let call = shadowedCall else {
      return []
    }
    return [
      PlainTextReporter.detailLine("earlier:", earlier + "   (\(place(shadow.callSite)))"),
      PlainTextReporter.detailLine("call:", call),
    ]
  }
}

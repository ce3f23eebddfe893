extension UnusedReaction {
  /// The lines under its error line that say what shadowed it, with
  /// `place` naming a call site; none when nothing did.
  ///
  /// ```text
  ///   newer:    pricing.on(any())   (Tests/PricingTests.swift:12)
  ///   call:     pricing("SKU-1")
  /// ```
  func shadowLines(place: (CallSite) -> String) -> [String] {
    guard let shadow = shadowedBy, let newer = shadowingReaction, let call = shadowedCall else {
      return []
    }
    return [
      PlainTextReporter.detailLine("newer:", newer + "   (\(place(shadow.callSite)))"),
      PlainTextReporter.detailLine("call:", call),
    ]
  }
}

extension Stub {
  /// Fails the running test at the caller's line when some reaction of the
  /// stub was never used, listing each with its `on(…)` line (see
  /// ``Stub/unusedReactions``). A disposed reaction is not listed.
  ///
  /// ```swift
  /// pricing.verifyUsed()
  /// ```
  /// ```text
  /// DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked
  /// dobby: stub pricing has 1 unused reaction
  /// Tests/PricingTests.swift:12: error: DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked
  /// ```
  ///
  /// Under Swift Testing the failure is one recorded issue; under XCTest,
  /// one `XCTFail`; outside any test, the text goes to standard error.
  /// No recording is saved: there is no timeline to step through.
  ///
  /// - Returns: The unused reactions; empty when every one was used.
  @discardableResult
  public func verifyUsed(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [UnusedReaction] {
    let unused = unusedReactions
    if let text = UnusedReactionsText(
      stub: name, reactions: unused, basePath: currentDirectory())
    {
      TestFailure.record(
        headline: text.headline, message: text.message, fileID: fileID, filePath: filePath,
        line: line, column: column)
    }
    return unused
  }
}

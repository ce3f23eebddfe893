extension Pattern {
  /// Expects every reaction of `stub` to be used: at verification, each
  /// reaction that no invocation has used yet is an `unused` mismatch
  /// (`DOBBY-E006`), reported at its `on(…)` line.
  ///
  /// ```swift
  /// let pricing = Stub<String, Double>(name: "pricing")
  /// pricing.on("SKU-1", return: 9.5)
  /// pricing.on("SKU-2", return: 4.0)
  /// let pattern = Pattern().expectUsed(pricing)
  /// _ = try pricing.invoke("SKU-1")
  /// pattern.check().passed   // false: pricing.on(== "SKU-2") was never invoked
  /// ```
  ///
  /// The stub's invocations are not replayed for it (expect them, or
  /// `watch` the stub, for that), and a disposed reaction is not expected.
  /// Adding the same stub again changes nothing.
  ///
  /// - Returns: The pattern, to chain further calls.
  @discardableResult
  public func expectUsed<Arguments: Sendable, Result: Sendable>(
    _ stub: Stub<Arguments, Result>
  ) -> Pattern {
    let source = StubUsageCheck(stub)
    state.withLock { state in
      if !state.usage.contains(where: { $0.stub == source.stub }) { state.usage.append(source) }
    }
    return self
  }
}

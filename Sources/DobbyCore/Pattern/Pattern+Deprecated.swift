// Spellings of 0.3.0, kept one release: `reject` returned the pattern
// (it now returns a handle, as `expect` does); `expect` and `reject` took
// any `MatcherConvertible` (they now take a `Matcher` or a plain value);
// `check(timeout:)` is `check(within:)` without `await`.

extension Pattern {
  /// Expects interactions on `recorder` that `matcher` accepts, `times`
  /// times, as the `expect` that takes a ``Matcher`` does.
  @available(*, deprecated, message: "pass a Matcher, or the value itself")
  @_disfavoredOverload @discardableResult
  public func expect<R: ValueRecording, M: MatcherConvertible>(
    _ matcher: M, in recorder: R, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where M.Matched == R.Value, R.Value: Sendable {
    expect(
      matcher.matcher, in: recorder, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions on `recorder` that `matcher` accepts, and
  /// returns the pattern: what 0.3.0 code chained on (`reject(7, in:
  /// numbers).watch(other)`), a matcher or a value that is one
  /// (`MatcherConvertible`).
  @available(
    *, deprecated,
    message:
      "reject returns a handle, as expect does: call the pattern's next method on its own line"
  )
  @_disfavoredOverload @discardableResult
  public func reject<R: ValueRecording, M: MatcherConvertible>(
    _ matcher: M, in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Pattern where M.Matched == R.Value, R.Value: Sendable {
    reject(
      matcher.matcher, in: recorder, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }
}

extension Verifiable {
  /// Verifies as soon as the expectations are met, or at the deadline,
  /// blocking the calling thread.
  @available(*, deprecated, renamed: "check(within:)")
  public func check(timeout: Duration) -> VerificationReport {
    check(within: timeout)
  }
}

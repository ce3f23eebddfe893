// Expectations and rejections on a recorder whose values are a labeled
// tuple take plain tuples, as an unlabeled one does:
// `expect(("A", 1), in: orders)`. Tried only when the unlabeled overloads
// do not apply; see `Matcher.relabeled(as:)`. A tuple matcher is relabeled
// where it is made (`matches((…)).relabeled(as: Line.self)`); the overloads
// that did it for the caller are deprecated.

extension Pattern {
  /// Expects interactions on `recorder`, whose values are a labeled tuple,
  /// equal to `value` element by element, `times` times.
  ///
  /// ```swift
  /// let orders = Recorder<(sku: String, quantity: Int)>(name: "orders")
  /// pattern.expect(("A", 1), in: orders)
  /// ```
  @_disfavoredOverload @discardableResult
  public func expect<R: ValueRecording, each Element: Equatable & Sendable>(
    _ value: (repeat each Element), in recorder: R,
    times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Sendable {
    let matcher: Matcher<(repeat each Element)> = equals((repeat each value))
    return expect(
      matcher.relabeled(as: R.Value.self), in: recorder, times: times, after: predecessors,
      because: reason, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects interactions on `recorder`, whose values are a labeled tuple,
  /// that `matcher` (a matcher of the unlabeled tuple) accepts.
  @available(
    *, deprecated, message: "relabel the matcher: matches((…)).relabeled(as: Line.self)"
  )
  @_disfavoredOverload @discardableResult
  public func expect<R: ValueRecording, each Element>(
    _ matcher: Matcher<(repeat each Element)>, in recorder: R,
    times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Sendable {
    expect(
      matcher.relabeled(as: R.Value.self), in: recorder, times: times, after: predecessors,
      because: reason, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions on `recorder`, whose values are a labeled tuple,
  /// equal to `value` element by element.
  ///
  /// ```swift
  /// pattern.reject(("Z", 9), in: orders)
  /// ```
  @_disfavoredOverload @discardableResult
  public func reject<R: ValueRecording, each Element: Equatable & Sendable>(
    _ value: (repeat each Element), in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Sendable {
    let matcher: Matcher<(repeat each Element)> = equals((repeat each value))
    return reject(
      matcher.relabeled(as: R.Value.self), in: recorder, because: reason, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions on `recorder`, whose values are a labeled tuple,
  /// that `matcher` (a matcher of the unlabeled tuple) accepts.
  @available(
    *, deprecated, message: "relabel the matcher: matches((…)).relabeled(as: Line.self)"
  )
  @_disfavoredOverload @discardableResult
  public func reject<R: ValueRecording, each Element>(
    _ matcher: Matcher<(repeat each Element)>, in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Sendable {
    reject(
      matcher.relabeled(as: R.Value.self), in: recorder, because: reason, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

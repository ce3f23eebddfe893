// Plain values wherever a mock's `expect` and `reject` take a matcher, as
// for `Pattern` (see `Pattern+Values.swift`). There are no `Hashable`
// overloads here: on a generic class's own parameter the compiler finds
// them ambiguous with the `Equatable` ones, and `equals` then finds a
// `Hashable` type's conformance at run time.

extension Mock {
  /// Expects interactions equal to `value`, `times` times.
  ///
  /// ```swift
  /// mailer.expect("welcome")
  /// events.expect(.shipped("A-1"), times: 2)
  /// ```
  ///
  /// - Returns: A handle on the expectation, for later `after:` arguments.
  @inlinable @discardableResult
  public func expect(
    _ value: Value, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where Value: Equatable {
    expect(
      equals(value), times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions equal to `value`: any such interaction fails the
  /// mock, in every mode.
  ///
  /// ```swift
  /// mailer.reject("spam", because: "mail is opt-in")
  /// ```
  ///
  /// - Returns: A handle on the rejection, as `expect` returns one.
  @inlinable @discardableResult
  public func reject(
    _ value: Value, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where Value: Equatable {
    reject(
      equals(value), because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

// Disfavoured: a pack of one element is that element's type, and with a
// generic `times:` the compiler would find a single value ambiguous between
// these and the overloads above. A tuple matches only these.
extension Mock {
  /// Expects interactions equal to the tuple `value`, element by element,
  /// `times` times.
  ///
  /// ```swift
  /// calls.expect(("SKU-1", 3))
  /// ```
  ///
  /// - Returns: A handle on the expectation, for later `after:` arguments.
  @inlinable @_disfavoredOverload @discardableResult
  public func expect<each Element: Equatable & Sendable>(
    _ value: (repeat each Element), times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where Value == (repeat each Element) {
    // Expanded element by element: passing the tuple whole crashes the
    // Swift 6.3 compiler (SILGen).
    let matcher: Matcher<Value> = equals((repeat each value))
    return expect(
      matcher, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions equal to the tuple `value`, element by element.
  ///
  /// ```swift
  /// calls.reject(("SKU-9", 1))
  /// ```
  ///
  /// - Returns: A handle on the rejection, as `expect` returns one.
  @inlinable @_disfavoredOverload @discardableResult
  public func reject<each Element: Equatable & Sendable>(
    _ value: (repeat each Element), because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where Value == (repeat each Element) {
    let matcher: Matcher<Value> = equals((repeat each value))
    return reject(
      matcher, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

// Spellings of 0.3.0, kept one release: `reject` returned the mock (it
// now returns a handle, as `expect` does), and `expect` and `reject` took
// any `MatcherConvertible`.
extension Mock {
  /// Expects interactions that `matcher` accepts, `times` times.
  @available(*, deprecated, message: "pass a Matcher, or the value itself")
  @_disfavoredOverload @discardableResult
  public func expect<M: MatcherConvertible>(
    _ matcher: M, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where M.Matched == Value {
    expect(
      matcher.matcher, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions that `matcher` accepts, and returns the mock.
  @available(
    *, deprecated,
    message: "reject returns a handle, as expect does: call the mock's next method on its own line"
  )
  @_disfavoredOverload @discardableResult
  public func reject<M: MatcherConvertible>(
    _ matcher: M, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Mock where M.Matched == Value {
    reject(
      matcher.matcher, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }

  /// Rejects interactions equal to `value`, and returns the mock.
  @available(
    *, deprecated,
    message: "reject returns a handle, as expect does: call the mock's next method on its own line"
  )
  @_disfavoredOverload @discardableResult
  public func reject(
    _ value: Value, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Mock where Value: Equatable {
    let _: ExpectationHandle = reject(
      value, because: reason, fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }
}

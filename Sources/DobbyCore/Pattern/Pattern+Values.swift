// Plain values wherever `expect` and `reject` take a matcher: any
// `Equatable` value stands for `equals(value)`, so a struct, an enum case
// written with a leading dot (`.shipped("A-1")`, its type inferred from the
// recorder's), an optional or a tuple of `Equatable` values is an
// expectation as it is.
//
// The `Hashable` overload of `expect` exists for speed only: in it `equals`
// is specialised for the type in the caller's module, which hashes faster
// than the run-time check of an `Equatable`-only type. Rejections are few,
// so `reject` has no such overload: `equals` finds a `Hashable` type's
// conformance at run time, as in `Mock`.

extension Pattern {
  /// Expects interactions on `recorder` equal to `value`, `times` times:
  /// `expect(value, in: recorder)` is `expect(equals(value), in: recorder)`.
  ///
  /// ```swift
  /// pattern.expect(ChargeRequest(amount: 5, currency: "EUR"), in: payments)
  /// pattern.expect(.shipped("A-1"), in: messages)
  /// pattern.expect(nil, in: lookups, times: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The expected value; enum cases may use the leading-dot
  ///     syntax, the type being the recorder's.
  ///   - recorder: The recorder whose interactions it concerns.
  ///   - times: How many interactions it must consume (default `.once`;
  ///     `2`, `1...3` and `2...` also do).
  ///   - reason: Why the expectation exists, shown with its mismatches.
  ///   - predecessors: Expectations of this pattern that must come first:
  ///     one ``ExpectationHandle`` or an array of them (none by default).
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle on the expectation, for later `after:` arguments.
  @inlinable @discardableResult
  public func expect<R: ValueRecording>(
    _ value: R.Value, in recorder: R, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Equatable & Sendable {
    expect(
      equals(value), in: recorder, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects interactions on `recorder` equal to `value`, `times` times
  /// (a `Hashable` value, found by hashing at verification).
  ///
  /// ```swift
  /// pattern.expect(42, in: payments)
  /// ```
  ///
  /// For speed only, like `equals`'s `Hashable` overload: hidden from the
  /// documentation, which shows the `Equatable` one.
  @_documentation(visibility: internal)
  @inlinable @discardableResult
  public func expect<R: ValueRecording>(
    _ value: R.Value, in recorder: R, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Hashable & Sendable {
    expect(
      equals(value), in: recorder, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects interactions on `recorder` equal to the tuple `value`, element
  /// by element, `times` times: the arguments of a method with several
  /// parameters, `expect(("SKU-1", 3), in: pricing)`.
  ///
  /// ```swift
  /// pattern.expect(("SKU-1", 3), in: pricing, times: 2)
  /// ```
  ///
  /// A mismatch names the element: `.1: expected 3, got 4`.
  @inlinable @discardableResult
  public func expect<R: ValueRecording, each Element: Equatable & Sendable>(
    _ value: (repeat each Element), in recorder: R,
    times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value == (repeat each Element) {
    // Expanded element by element: passing the tuple whole crashes the
    // Swift 6.3 compiler (SILGen).
    let matcher: Matcher<R.Value> = equals((repeat each value))
    return expect(
      matcher, in: recorder, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions on `recorder` equal to `value`: any such
  /// interaction fails the pattern, in every mode.
  ///
  /// ```swift
  /// pattern.reject("spam", in: mailer, because: "mail is opt-in")
  /// pattern.reject(.shipped("A-2", carrier: "DHL"), in: events)
  /// ```
  ///
  /// - Returns: A handle on the rejection, as `expect` returns one.
  @inlinable @discardableResult
  public func reject<R: ValueRecording>(
    _ value: R.Value, in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Equatable & Sendable {
    reject(
      equals(value), in: recorder, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions on `recorder` equal to the tuple `value`, element
  /// by element.
  ///
  /// ```swift
  /// pattern.reject(("SKU-9", 1), in: pricing)
  /// ```
  @inlinable @discardableResult
  public func reject<R: ValueRecording, each Element: Equatable & Sendable>(
    _ value: (repeat each Element), in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value == (repeat each Element) {
    // Expanded element by element: passing the tuple whole crashes the
    // Swift 6.3 compiler (SILGen).
    let matcher: Matcher<R.Value> = equals((repeat each value))
    return reject(
      matcher, in: recorder, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: Guidance

  /// Not available: a value stands for `equals(value)` only when its type
  /// is `Equatable`.
  @available(
    *, unavailable,
    message:
      "a plain value stands for equals(value) only when its type is Equatable: make it Equatable, or pass a matcher such as matches { $0.id == 5 }"
  )
  @_documentation(visibility: internal)
  @discardableResult
  public func expect<R: ValueRecording>(
    _ value: R.Value, in recorder: R, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle {
    fatalError("unavailable")
  }

  /// Not available: a value stands for `equals(value)` only when its type
  /// is `Equatable`.
  @available(
    *, unavailable,
    message:
      "a plain value stands for equals(value) only when its type is Equatable: make it Equatable, or pass a matcher such as matches { $0.id == 5 }"
  )
  @_documentation(visibility: internal)
  @discardableResult
  public func reject<R: ValueRecording>(
    _ value: R.Value, in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle {
    fatalError("unavailable")
  }
}

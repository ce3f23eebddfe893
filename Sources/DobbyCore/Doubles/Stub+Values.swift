// Plain values wherever a stub's `on` takes a matcher: any `Equatable`
// arguments stand for `equals(arguments)`, as in `Pattern.expect`.

extension Stub where Arguments: Equatable {
  /// Answers invocations with arguments equal to `arguments` with
  /// `result`: `pricing.on("SKU-1", return: 9.5)`.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil, return result: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      equals(arguments), times: times, return: result, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Answers invocations with arguments equal to `arguments` by calling
  /// `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      equals(arguments), times: times, handler, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers invocations with arguments equal to `arguments` by calling
  /// the `async` `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) async throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      equals(arguments), times: times, handler, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers invocations with arguments equal to `arguments` with
  /// `results` in turn, then with the last of them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil, returns results: [Result],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      equals(arguments), times: times, returns: results, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}

extension Stub {
  /// Answers invocations whose arguments equal the tuple `arguments`,
  /// element by element, with `result`: `pricing.on(("SKU-1", 3), return: 28.5)`.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on<each Element: Equatable & Sendable>(
    _ arguments: (repeat each Element), times: Int? = nil, return result: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where Arguments == (repeat each Element) {
    // Expanded element by element: passing the tuple whole crashes the
    // Swift 6.3 compiler (SILGen).
    let matcher: Matcher<Arguments> = equals((repeat each arguments))
    return on(
      matcher, times: times, return: result, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers invocations whose arguments equal the tuple `arguments`,
  /// element by element, by calling `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on<each Element: Equatable & Sendable>(
    _ arguments: (repeat each Element), times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where Arguments == (repeat each Element) {
    let matcher: Matcher<Arguments> = equals((repeat each arguments))
    return on(
      matcher, times: times, handler, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers invocations whose arguments equal the tuple `arguments`,
  /// element by element, by calling the `async` `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on<each Element: Equatable & Sendable>(
    _ arguments: (repeat each Element), times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) async throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where Arguments == (repeat each Element) {
    let matcher: Matcher<Arguments> = equals((repeat each arguments))
    return on(
      matcher, times: times, handler, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

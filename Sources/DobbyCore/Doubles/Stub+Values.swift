// Plain values wherever a stub's `on` takes a matcher: any `Equatable`
// arguments stand for `equals(arguments)`, as in `Pattern.expect`.

extension Stub where Arguments: Equatable {
  /// Answers invocations with arguments equal to `arguments` with
  /// `result`: `pricing.on("SKU-1", return: 9.5)`.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on(_ arguments: Arguments, return result: Result) -> Disposable {
    on(equals(arguments), return: result)
  }

  /// Answers invocations with arguments equal to `arguments` by calling
  /// `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on(
    _ arguments: Arguments, _ handler: @escaping @Sendable (Arguments) throws -> Result
  ) -> Disposable {
    on(equals(arguments), handler)
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
    _ arguments: (repeat each Element), return result: Result
  ) -> Disposable where Arguments == (repeat each Element) {
    // Expanded element by element: passing the tuple whole crashes the
    // Swift 6.3 compiler (SILGen).
    let matcher: Matcher<Arguments> = equals((repeat each arguments))
    return on(matcher, return: result)
  }

  /// Answers invocations whose arguments equal the tuple `arguments`,
  /// element by element, by calling `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func on<each Element: Equatable & Sendable>(
    _ arguments: (repeat each Element),
    _ handler: @escaping @Sendable (Arguments) throws -> Result
  ) -> Disposable where Arguments == (repeat each Element) {
    let matcher: Matcher<Arguments> = equals((repeat each arguments))
    return on(matcher, handler)
  }
}

// A stub whose arguments are a labeled tuple,
// `Stub<(sku: String, quantity: Int), Bool>`, takes plain tuples and tuple
// matchers in `on`, as an unlabeled one does: `on(("A", 1), return: true)`,
// `on(matches((equals("A"), any())), …)`. These overloads are tried only
// when the unlabeled ones do not apply (`@_disfavoredOverload`), and carry
// the unlabeled tuple's matcher over with `Matcher.relabeled(as:)`.

extension Stub {
  /// Answers invocations whose labeled-tuple arguments equal `arguments`,
  /// element by element, with `result`.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  @_disfavoredOverload @discardableResult
  public func on<each Element: Equatable & Sendable>(
    _ arguments: (repeat each Element), times: Int? = nil, return result: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    let matcher: Matcher<(repeat each Element)> = equals((repeat each arguments))
    return on(
      matcher.relabeled(as: Arguments.self), times: times, return: result, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers invocations whose labeled-tuple arguments equal `arguments`,
  /// element by element, by calling `handler` with them.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  @_disfavoredOverload @discardableResult
  public func on<each Element: Equatable & Sendable>(
    _ arguments: (repeat each Element), times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    let matcher: Matcher<(repeat each Element)> = equals((repeat each arguments))
    return on(
      matcher.relabeled(as: Arguments.self), times: times, handler, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers invocations whose labeled-tuple arguments `matcher` (a
  /// matcher of the unlabeled tuple) accepts with `result`.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  @_disfavoredOverload @discardableResult
  public func on<each Element>(
    _ matcher: Matcher<(repeat each Element)>, times: Int? = nil, return result: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      matcher.relabeled(as: Arguments.self), times: times, return: result, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers invocations whose labeled-tuple arguments `matcher` (a
  /// matcher of the unlabeled tuple) accepts by calling `handler`.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  @_disfavoredOverload @discardableResult
  public func on<each Element>(
    _ matcher: Matcher<(repeat each Element)>, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      matcher.relabeled(as: Arguments.self), times: times, handler, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

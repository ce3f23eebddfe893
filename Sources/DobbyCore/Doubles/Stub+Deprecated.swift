// Spellings of `on` from 0.3.0, kept one release with a fix-it message:
// successive results are `return: a, b, c`; successive handlers are
// reactions with `times:`; a labeled-tuple stub's tuple matcher is
// relabeled with `Matcher.relabeled(as:)`.

extension Stub {
  /// Answers invocations with arguments equal to `arguments` with
  /// `results` in turn, then with the last of them.
  @available(*, deprecated, message: "pass the results one by one: on(arguments, return: a, b, c)")
  @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil, returns results: [Result],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      ArgumentsEquality.matcher(arguments), times: times, returns: results, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers invocations whose arguments `matcher` accepts with `results`
  /// in turn, then with the last of them.
  @available(*, deprecated, message: "pass the results one by one: on(matcher, return: a, b, c)")
  @_disfavoredOverload @discardableResult
  public func on(
    _ matcher: Matcher<Arguments>, times: Int? = nil, returns results: [Result],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    // The body of on(matcher, return: a, b, c), which a variadic parameter
    // cannot be forwarded to with an array.
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return add(matcher, returning: results, times: times, site)
  }

  /// Answers invocations with arguments equal to `arguments` by calling
  /// `handlers` in turn, then the last of them.
  @available(
    *, deprecated,
    message:
      "add one reaction per handler, the later ones first with times: 1 (the newest answers first)"
  )
  @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil,
    answers handlers: [@Sendable (Arguments) throws -> Result],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    on(
      ArgumentsEquality.matcher(arguments), times: times, answers: handlers, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Answers invocations whose arguments `matcher` accepts by calling
  /// `handlers` in turn, then the last of them.
  @available(
    *, deprecated,
    message:
      "add one reaction per handler, the later ones first with times: 1 (the newest answers first)"
  )
  @_disfavoredOverload @discardableResult
  public func on(
    _ matcher: Matcher<Arguments>, times: Int? = nil,
    answers handlers: [@Sendable (Arguments) throws -> Result],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    precondition(!handlers.isEmpty, "a sequence of handlers must not be empty (was [])")
    return add(
      matcher, handlers.map { .sync($0) }, times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose labeled-tuple arguments `matcher` (a
  /// matcher of the unlabeled tuple) accepts with `result`.
  @available(
    *, deprecated, message: "relabel the matcher: on(matcher.relabeled(as: Arguments.self), …)"
  )
  @_disfavoredOverload @discardableResult
  public func on<each Element>(
    _ matcher: Matcher<(repeat each Element)>, times: Int? = nil, return result: Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    add(
      matcher.relabeled(as: Arguments.self), returning: [result], times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose labeled-tuple arguments `matcher` (a
  /// matcher of the unlabeled tuple) accepts by calling `handler`.
  @available(
    *, deprecated, message: "relabel the matcher: on(matcher.relabeled(as: Arguments.self), …)"
  )
  @_disfavoredOverload @discardableResult
  public func on<each Element>(
    _ matcher: Matcher<(repeat each Element)>, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    add(
      matcher.relabeled(as: Arguments.self), [.sync(handler)], times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

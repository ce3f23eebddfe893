// Adding reactions: a result, a handler (which may be `async`), successive
// results; each for any number of calls or for `times` of them. The newest
// reaction that matches a call answers it.

extension Stub {
  /// Answers invocations whose arguments `matcher` accepts with `result`.
  ///
  /// ```swift
  /// refunds.on(any(), return: ())              // the fixture's happy path
  /// refunds.on(any()) { _ in throw Declined() } // a test's override wins
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``, or a plain value such as `1` or `"SKU-1"`.
  ///   - times: How many invocations it answers before it steps aside for
  ///     older reactions; `nil` (the default) for every one.
  ///   - result: What ``invoke(_:fileID:filePath:line:column:)-d9kr`` returns.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, times: Int? = nil, return result: Result, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    add(
      matcher.matcher, [.sync { _ in result }], times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose arguments `matcher` accepts by calling
  /// `handler` with them.
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``, or a plain value such as `1` or `"SKU-1"`.
  ///   - times: How many invocations it answers before it steps aside for
  ///     older reactions; `nil` (the default) for every one.
  ///   - handler: Computes the result; an error it throws propagates out of
  ///     ``invoke(_:fileID:filePath:line:column:)-d9kr``.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    add(
      matcher.matcher, [.sync(handler)], times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose arguments `matcher` accepts by calling the
  /// `async` `handler` with them: it may suspend, check for cancellation,
  /// or forward to a real implementation.
  ///
  /// ```swift
  /// gateway.on(any()) { request in
  ///   try Task.checkCancellation()   // a CancellationError reaches the caller
  ///   return try await real.charge(request)
  /// }
  /// let receipt = try await gateway(request)
  /// ```
  ///
  /// Only an `async` invocation (`try await stub(args)`) can run it; a
  /// synchronous one that it would answer throws
  /// ``AsyncReactionCalledSynchronously``.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) async throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    add(
      matcher.matcher,
      [.async(handler, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))],
      times: times, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose arguments `matcher` accepts with `results`
  /// in turn, then with the last of them for every later one (as Mockito's
  /// `thenReturn(a, b, c)` does).
  ///
  /// ```swift
  /// gateway.on(any(), returns: [.failure(.timeout), .success(receipt)])
  /// ```
  ///
  /// - Parameters:
  ///   - results: The successive results; must not be empty.
  ///   - times: How many invocations it answers in all before it steps
  ///     aside; `nil` (the default) for every one.
  ///   - matcher: A ``Matcher``, or a plain value such as `1` or `"SKU-1"`.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, times: Int? = nil, returns results: [Result], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    precondition(!results.isEmpty, "a sequence of results must not be empty (was [])")
    return add(
      matcher.matcher, results.map { result in .sync { _ in result } }, times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose arguments `matcher` accepts by calling
  /// `handlers` in turn, then the last of them for every later one: the
  /// first call fails, the retry succeeds.
  ///
  /// ```swift
  /// gateway.on(any(), answers: [{ _ in throw Timeout() }, { _ in receipt }])
  /// ```
  ///
  /// - Parameters:
  ///   - handlers: The successive handlers; must not be empty.
  ///   - matcher: A ``Matcher``, or a plain value such as `1` or `"SKU-1"`.
  ///   - times: How many invocations it answers in all before it steps
  ///     aside; `nil` (the default) for every one.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, times: Int? = nil,
    answers handlers: [@Sendable (Arguments) throws -> Result],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    precondition(!handlers.isEmpty, "a sequence of handlers must not be empty (was [])")
    return add(
      matcher.matcher, handlers.map { .sync($0) }, times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Adds a reaction and returns the handle that removes it. The removed
  /// reaction is released after the lock is: its closures may hold objects
  /// whose `deinit` calls the stub.
  func add(
    _ matcher: Matcher<Arguments>, _ answers: [Reaction.Answer], times: Int?, _ site: CallSite
  ) -> Disposable {
    if let times { precondition(times > 0, "times must be positive (was \(times))") }
    let id = reactions.withLock { reactions -> Int in
      let id = reactions.nextID
      reactions.nextID += 1
      reactions.list.append(
        Reaction(
          id: id, matcher: matcher, answers: answers, limit: times, callSite: site,
          addedAt: LogicalClock.now))
      return id
    }
    return Disposable { [weak self] in
      let removed = self?.reactions.withLock { reactions -> Reaction? in
        guard let index = reactions.list.firstIndex(where: { $0.id == id }) else { return nil }
        return reactions.list.remove(at: index)
      }
      withExtendedLifetime(removed) {}
    }
  }
}

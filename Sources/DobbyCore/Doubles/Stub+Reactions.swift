// Adding reactions: `on(arguments-or-matcher, times:, reaction)`. The
// first argument says which calls the reaction answers: a value of the
// stub's `Arguments` (a plain value, an enum case with a leading dot, a
// tuple, labeled or not, `nil`) or a `Matcher<Arguments>`; the reaction is
// results to return, or a handler, sync or `async`. Six forms in all. The
// newest reaction that matches a call answers it.

extension Stub {
  /// Answers invocations with arguments equal to `arguments` with
  /// `results`: the first call gets the first, the next the next, and
  /// every later call the last (as Mockito's `thenReturn(a, b, c)` does).
  ///
  /// ```swift
  /// prices.on("SKU-1", return: 9.5)
  /// catalog.on(("SKU-1", 2), return: 500)      // a tuple of arguments
  /// events.on(.shipped("A-1"), return: ())     // an enum case
  /// counter.on((), return: 1, 2, 3)            // 1, 2, 3, 3, 3, …
  /// ```
  ///
  /// Arguments are compared with `==` (tuples element by element); a value
  /// of a type that is not `Equatable` matches nothing, and the reaction's
  /// description says so: pass a matcher instead.
  ///
  /// - Parameters:
  ///   - arguments: The arguments the reaction answers.
  ///   - times: How many invocations it answers in all before it steps
  ///     aside for older reactions; `nil` (the default) for every one.
  ///   - results: What ``invoke(_:fileID:filePath:line:column:)-d9kr``
  ///     returns, in turn; at least one.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil, return results: Result...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    add(
      ArgumentsEquality.matcher(arguments), returning: results, times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations with arguments equal to `arguments` by calling
  /// `handler` with them.
  ///
  /// ```swift
  /// refunds.on(receipt) { _ in throw Declined() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments the reaction answers, compared with `==`.
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
  @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    add(
      ArgumentsEquality.matcher(arguments), [.sync(handler)], times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations with arguments equal to `arguments` by calling the
  /// `async` `handler` with them; only an `async` invocation can run it.
  ///
  /// ```swift
  /// gateway.on(request) { request in try await real.charge(request) }
  /// ```
  ///
  /// A synchronous invocation that it would answer throws
  /// ``AsyncReactionCalledSynchronously``.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @discardableResult
  public func on(
    _ arguments: Arguments, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) async throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return add(
      ArgumentsEquality.matcher(arguments), [.async(Reaction.AsyncAnswer(handler, site))],
      times: times, site)
  }

  /// Answers invocations whose arguments `matcher` accepts with `results`:
  /// the first call gets the first, the next the next, and every later
  /// call the last.
  ///
  /// ```swift
  /// gateway.on(any(), return: receipt)                                  // the fixture
  /// gateway.on(matches(\.amount.currency, "USD"), return: usdReceipt)  // newer: tried first
  /// gateway.on(any(), times: 1, return: declined)                      // once, then the others
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: Which arguments the reaction answers: ``any()``,
  ///     ``equals(_:)-1be13``, `matches(…)` and the other builders.
  ///   - times: How many invocations it answers in all before it steps
  ///     aside for older reactions; `nil` (the default) for every one.
  ///   - results: What ``invoke(_:fileID:filePath:line:column:)-d9kr``
  ///     returns, in turn; at least one.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on(
    _ matcher: Matcher<Arguments>, times: Int? = nil, return results: Result...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    add(
      matcher, returning: results, times: times,
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Answers invocations whose arguments `matcher` accepts by calling
  /// `handler` with them.
  ///
  /// ```swift
  /// pricing.on(any()) { sku, _ in throw UnknownProduct(sku: sku) }
  /// pricing.on(matches((equals("SKU-1"), any()))) { _, quantity in Double(quantity) * 2.5 }
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: Which arguments the reaction answers.
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
  public func on(
    _ matcher: Matcher<Arguments>, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    add(
      matcher, [.sync(handler)], times: times,
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
  /// let receipt = try await gateway.invoke(request)
  /// ```
  ///
  /// Only an `async` invocation (`try await stub.invoke(args)`) can run it;
  /// a synchronous one that it would answer throws
  /// ``AsyncReactionCalledSynchronously``.
  ///
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on(
    _ matcher: Matcher<Arguments>, times: Int? = nil,
    _ handler: @escaping @Sendable (Arguments) async throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return add(matcher, [.async(Reaction.AsyncAnswer(handler, site))], times: times, site)
  }

  /// Adds a reaction that answers with `results` in turn.
  func add(
    _ matcher: Matcher<Arguments>, returning results: [Result], times: Int?, _ site: CallSite
  ) -> Disposable {
    precondition(!results.isEmpty, "a reaction needs at least one result (was none)")
    return add(matcher, results.map { .value(Reaction.FixedAnswer($0)) }, times: times, site)
  }

  /// Adds a reaction and returns the handle that removes it. The removed
  /// reaction is released after the lock is: its closures may hold objects
  /// whose `deinit` calls the stub.
  func add(
    _ matcher: Matcher<Arguments>, _ answers: [Reaction.Answer], times: Int?, _ site: CallSite
  ) -> Disposable {
    if let times { precondition(times > 0, "times must be positive (was \(times))") }
    let (id, lists) = reactions.withLock { reactions in
      let id = reactions.nextID
      reactions.nextID += 1
      let lists = reactions.add(
        Reaction(
          id: id, matcher: matcher, answers: answers, limit: times, callSite: site,
          addedAt: LogicalClock.now))
      return (id, lists)
    }
    PublishedProbes.release(lists)
    // A weak reference to the reactions, not to the stub: an object that
    // is weakly referenced keeps its count in a side table, and every
    // retain and release of it takes the slow path (in a debug build, on
    // every call of the stub). Only the stub holds its reactions, so they
    // go with it, and a handle disposed of later finds none.
    return Disposable { [weak reactions] in
      guard let removed = reactions?.withLock({ $0.remove(id) }) else { return }
      PublishedProbes.release(removed.1)
      withExtendedLifetime(removed.0) {}
    }
  }
}

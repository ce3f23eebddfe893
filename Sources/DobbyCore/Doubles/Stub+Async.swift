// Invoking a stub from an `async` double: `try await charges.invoke(request)`.
// Every reaction answers an async invocation, sync or `async`; an `async`
// one may suspend, observe cancellation, or forward to real code.
//
// The `async` `callAsFunction`s of 0.3.0 are deprecated: in an `async`
// method Swift prefers an `async` overload whether or not the call is
// awaited, so `return try charges(p)` there stopped compiling when they
// were added. Once they are gone, `charges(p)` is the synchronous call in
// every context, as it was before 0.3.0.

extension Stub {
  /// Records a call with `arguments` at the caller's call site, then answers
  /// it with the newest reaction whose matcher accepts the arguments,
  /// awaiting it when it is `async`; or with the stub's default.
  ///
  /// The call is recorded before the reaction runs, so it is recorded even
  /// when the caller's task is cancelled while the reaction waits. An error
  /// the reaction throws, `CancellationError` included, reaches the caller.
  ///
  /// ```swift
  /// final class PaymentsDouble: Payments {
  ///   let charges = Stub<ChargeRequest, Receipt>(name: "charges")
  ///   func charge(_ request: ChargeRequest) async throws -> Receipt {
  ///     try await charges.invoke(request)
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: The reaction's result.
  /// - Throws: ``UnexpectedArguments`` when nothing answers the call, or the
  ///   error the reaction throws.
  /// - Complexity: O(r) matcher calls for r reactions, plus the handler.
  @inlinable @inline(__always)
  public func invoke(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws -> Result {
    let found =
      ownedProbes._withUnsafeGuaranteedRef({ $0.isPublished })
      ? probe(for: arguments, synchronously: false) : nil
    ownedRecorder._withUnsafeGuaranteedRef {
      $0.record(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    guard let found else {
      return try unanswered(
        arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    // Copied out, and the read ended, before the answer runs: a read kept
    // open across a suspension would keep replaced lists alive with it.
    let answer = Reaction.Probe.answer(at: found.probe, use: found.use)
    ownedProbes._withUnsafeGuaranteedRef { $0.leave() }
    switch answer {
    case .value(let answer):
      return answer.result
    case .sync(let respond):
      return try respond(arguments)
    case .async(let answer):
      return try await answer.respond(arguments)
    }
  }

  /// Records a call with `arguments` and answers it, awaiting an `async`
  /// reaction, as the `async` `invoke` does.
  @available(
    *, deprecated,
    message:
      "await the stub's invoke: try await stub.invoke(arguments); stub(arguments) is the synchronous call"
  )
  @inlinable
  public func callAsFunction(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async throws -> Result {
    try await invoke(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call of an `async` method with several parameters, its
  /// arguments as one tuple, and answers it.
  @available(
    *, deprecated,
    message:
      "await the stub's invoke: try await stub.invoke(arguments); stub(arguments) is the synchronous call"
  )
  @inlinable
  public func callAsFunction<each Argument>(
    _ argument: repeat each Argument, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async throws -> Result where Arguments == (repeat each Argument) {
    try await invoke(
      (repeat each argument), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call without arguments of an `async` method on a
  /// `Stub<Void, Result>` and answers it.
  @available(
    *, deprecated,
    message:
      "await the stub's invoke: try await stub.invoke(arguments); stub(arguments) is the synchronous call"
  )
  @inlinable
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws -> Result where Arguments == Void {
    try await invoke((), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

// Calling a stub like a function records the call and answers it: a
// double's method is one line,
// `func charge(_ request: ChargeRequest) throws -> Receipt { try charges(request) }`; an
// `async` method awaits `invoke` (`Stub+Async.swift`).
//
// As with `Recorder`, the call site recorded is where the stub is called
// (the double's method); the site parameters are forwarded to
// `invoke(_:)` unchanged.

extension Stub {
  /// Records a call with `arguments` and answers it, as
  /// ``invoke(_:fileID:filePath:line:column:)-d9kr`` does.
  ///
  /// ```swift
  /// final class PaymentsDouble: Payments {
  ///   let charges = Stub<ChargeRequest, Receipt>(name: "charges")
  ///   func charge(_ request: ChargeRequest) throws -> Receipt { try charges(request) }
  /// }
  /// ```
  ///
  /// - Returns: The newest matching reaction's result.
  /// - Throws: ``UnexpectedArguments`` when nothing answers the call, or the
  ///   error the reaction throws.
  /// - Complexity: O(r) matcher calls for r reactions, plus the handler.
  @inlinable
  public func callAsFunction(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws -> Result {
    try invoke(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call of a method with several parameters, its arguments as
  /// one tuple, and answers it: `try pricing(sku, quantity)` on a
  /// `Stub<(String, Int), Double>`.
  ///
  /// - Returns: The newest matching reaction's result.
  /// - Throws: ``UnexpectedArguments`` when nothing answers the call, or the
  ///   error the reaction throws.
  @inlinable
  public func callAsFunction<each Argument>(
    _ argument: repeat each Argument, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws -> Result where Arguments == (repeat each Argument) {
    try invoke(
      (repeat each argument), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call without arguments on a `Stub<Void, Result>` and
  /// answers it: `func next() throws -> Int { try counter() }`.
  ///
  /// - Returns: The newest matching reaction's result.
  /// - Throws: ``UnexpectedArguments`` when nothing answers the call, or the
  ///   error the reaction throws.
  @inlinable
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws -> Result where Arguments == Void {
    try invoke((), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

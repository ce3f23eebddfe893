// Calling a mock like a function records, as for `Recorder`: the call
// site recorded is where the mock is called, forwarded to `record(_:)`.

extension Mock {
  /// Records `value` with the caller's call site, as
  /// ``record(_:fileID:filePath:line:column:)`` does (and fails fast with
  /// ``failFast``): `func send(_ mail: String) { mailer(mail) }`.
  @inlinable
  public func callAsFunction(
    _ value: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    record(value, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records the arguments of a method with several parameters as one
  /// tuple.
  @inlinable
  public func callAsFunction<each Argument>(
    _ argument: repeat each Argument, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) where Value == (repeat each Argument) {
    record(
      (repeat each argument), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

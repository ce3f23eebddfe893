// Calling a recorder or a mock like a function records: a hand-written
// double's method is one line, `func log(_ line: String) { lines(line) }`.
//
// The call site recorded is where the recorder is called, which is the
// double's own method: `callAsFunction` takes the same defaulted
// `fileID`, `filePath`, `line` and `column` as `record(_:)` and forwards
// them, so a double that passes its own caller's site through gets that.

/// A recording that can be called like a function to record: a
/// ``Recorder`` or a ``Mock`` (a mock also fails fast, as its `record`
/// does).
public protocol CallableRecording<Value>: ValueRecording {
  /// Records `value` with the given call site.
  func record(
    _ value: Value, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

extension Recorder: CallableRecording {}
extension Mock: CallableRecording {}

extension CallableRecording {
  /// Records `value` with the caller's call site, as
  /// `record(_:fileID:filePath:line:column:)` does.
  ///
  /// ```swift
  /// final class AuditLogDouble: AuditLog {
  ///   let entries = Recorder<String>(name: "audit")
  ///   func write(_ entry: String) { entries(entry) }
  /// }
  /// ```
  ///
  /// - Complexity: O(1), as `record`.
  @inlinable
  public func callAsFunction(
    _ value: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    record(value, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records the arguments of a method with several parameters as one
  /// tuple: `func move(_ from: Int, _ to: Int) { moves(from, to) }` on a
  /// `Recorder<(Int, Int)>`.
  ///
  /// - Complexity: O(1), as `record`.
  @inlinable
  public func callAsFunction<each Argument>(
    _ argument: repeat each Argument, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) where Value == (repeat each Argument) {
    record(
      (repeat each argument), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call without arguments on a `Recorder<Void>`:
  /// `func ping() { pings() }`.
  ///
  /// - Complexity: O(1), as `record`.
  @inlinable
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) where Value == Void {
    record((), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

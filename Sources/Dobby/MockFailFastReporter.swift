/// Reports a fail-fast mock's failure to the running test, like a failed
/// `verify()`: a Swift Testing issue or an XCTest failure at the line that
/// recorded the interaction.
///
/// DobbyCore finds this type by its mangled name (`Mock` cannot refer to
/// `Dobby`), so its name and module must not change without updating
/// `FailFastReporting.reporterName`.
enum MockFailFastReporter: _FailFastReporter {
  static func recordFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

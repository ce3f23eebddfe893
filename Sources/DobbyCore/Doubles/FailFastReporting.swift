/// Reports a fail-fast failure to the running test. The `Dobby` module
/// implements it; it is not meant to be adopted elsewhere.
///
/// DobbyCore imports no test framework, and nothing runs when a module is
/// loaded, so DobbyCore cannot be told about `Dobby` in advance. Instead it
/// looks `Dobby`'s implementation up by name the first time a mock fails
/// fast (see ``Mock/failureHandler``).
public protocol _FailFastReporter: SendableMetatype {
  /// Records one test failure with `message` at the given location.
  static func recordFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

/// Where fail-fast failures go when a mock has no handler of its own.
enum FailFastReporting {
  /// The mangled name of `Dobby.MockFailFastReporter`.
  static let reporterName = "5Dobby20MockFailFastReporterO"

  /// `Dobby`'s reporter, when `Dobby` is linked into the process.
  static let testReporter: (any _FailFastReporter.Type)? =
    _typeByName(reporterName) as? any _FailFastReporter.Type

  /// Writes `message` to standard error, its first line prefixed with the
  /// call site, compiler style.
  static func printToStandardError(_ message: String, at site: CallSite) {
    StandardError.print(
      "\(DisplayText.escape(site.filePath)):\(site.line):\(site.column): error: " + message)
  }
}

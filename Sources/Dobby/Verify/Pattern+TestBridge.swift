extension Pattern {
  /// A strict or nice, ordered or unordered pattern (strict and ordered by
  /// default), made at the caller's line.
  ///
  /// This is the one public `Pattern` initialiser of its kind
  /// (DobbyCore's, for the package's own targets, is `package` and
  /// disfavoured): it remembers where the pattern was made, and in which
  /// test, so that a test scope verifies it at its end if the test did
  /// not, a failure found off the test's task still fails that test, and a
  /// pattern destroyed unverified is reported here.
  ///
  /// - Parameters:
  ///   - strict: Whether every replayed interaction must be consumed by an
  ///     expectation (`true`, the default) or may be ignored (`false`).
  ///   - ordered: Whether expectations are consumed in the order they were
  ///     set up (`true`, the default) or in any order.
  ///   - title: What reports call the verification; `verify()`
  ///     sets it to the running test's name when there is one.
  ///   - fileID: The `#fileID` of the code that makes it; the caller's by default.
  ///   - filePath: The `#filePath` of the code that makes it, where a forgotten
  ///     verification is reported; the caller's by default.
  ///   - line: The line of the code that makes it; the caller's by default.
  ///   - column: The column of the code that makes it; the caller's by default.
  public convenience init(
    strict: Bool = true, ordered: Bool = true, title: String = "verification",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      strict: strict, ordered: ordered, title: title,
      origin: TestBridge.origin(fileID, filePath, line, column))
  }

  /// A nice (`nice == true`) or strict pattern, ordered by default, made at
  /// the caller's line.
  public convenience init(
    nice: Bool, ordered: Bool = true, title: String = "verification",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      strict: !nice, ordered: ordered, title: title,
      origin: TestBridge.origin(fileID, filePath, line, column))
  }
}

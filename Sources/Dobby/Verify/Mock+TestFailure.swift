extension Mock {
  /// A mock, strict and ordered by default, whose fail-fast failures are
  /// recorded in the running test (see ``Mock/failureHandler``).
  ///
  /// This is the one public `Mock` initialiser of its kind (DobbyCore's,
  /// for the package's own targets, is `package` and disfavoured): the
  /// `Mock(failFast: true)` a test writes is this one, so the compiler
  /// sees the link to the test framework, and nothing is looked up at run
  /// time. It also remembers where the mock was made, and in which test: a test scope verifies it at its end if
  /// the test did not, a failure found off the test's task still fails
  /// that test, and a mock destroyed unverified is reported here.
  ///
  /// - Parameters:
  ///   - name: The name reports use; without one, the mock is named after
  ///     its value type and the file and line that created it.
  ///   - strict: Whether every interaction must be consumed by an
  ///     expectation.
  ///   - ordered: Whether expectations are consumed in the order they were
  ///     set up.
  ///   - failFast: Whether `record` reports an interaction that can never
  ///     be valid at once (see ``Mock/failureHandler``).
  ///   - fileID: The `#fileID` of the code that makes it, for the default name; the caller's by
  ///     default.
  ///   - filePath: The `#filePath` of the code that makes it, where a forgotten verification is
  ///     reported; the caller's by default.
  ///   - line: The line of the code that makes it, for the default name; the caller's by default.
  ///   - column: The column of the code that makes it; the caller's by default.
  public convenience init(
    name: String? = nil, strict: Bool = true, ordered: Bool = true, failFast: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let origin = TestBridge.origin(fileID, filePath, line, column)
    self.init(
      name: name, strict: strict, ordered: ordered, failFast: failFast, fileID: fileID,
      line: line, origin: origin, testReporter: Self.recorder(for: origin))
  }

  /// A nice (`nice == true`) or strict mock, ordered by default, whose
  /// fail-fast failures are recorded in the running test.
  public convenience init(
    name: String? = nil, nice: Bool, ordered: Bool = true, failFast: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let origin = TestBridge.origin(fileID, filePath, line, column)
    self.init(
      name: name, strict: !nice, ordered: ordered, failFast: failFast, fileID: fileID,
      line: line, origin: origin, testReporter: Self.recorder(for: origin))
  }

  /// Records a fail-fast failure like a failed `verify()`: a Swift Testing
  /// issue or an XCTest failure at the line that recorded the interaction,
  /// in the test that made the mock when no test is current.
  private static func recorder(for origin: Origin) -> FailFastTestReporter {
    { message, fileID, filePath, line, column in
      let parts = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      TestFailure.record(
        headline: String(parts[0]), message: parts.count > 1 ? String(parts[1]) : "",
        fileID: fileID, filePath: filePath, line: line, column: column, origin: origin)
    }
  }
}

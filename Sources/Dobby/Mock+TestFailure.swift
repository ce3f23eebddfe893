extension Mock {
  /// A mock, strict and ordered by default, whose fail-fast failures are
  /// recorded in the running test (see ``Mock/failureHandler``).
  ///
  /// This initialiser has the signature of DobbyCore's and shadows it in
  /// files that import `Dobby`: the one `Mock(failFast: true)` a test writes
  /// is this one, so the compiler sees the link to the test framework, and
  /// nothing is looked up at run time. It also remembers where the mock
  /// was made, and in which test: a test scope verifies it at its end if
  /// the test did not, a failure found off the test's task still fails
  /// that test, and a mock destroyed unverified is reported here.
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

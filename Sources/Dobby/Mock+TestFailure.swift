extension Mock {
  /// A mock, strict and ordered by default, whose fail-fast failures are
  /// recorded in the running test (see ``Mock/failureHandler``).
  ///
  /// This initialiser has the signature of DobbyCore's and shadows it in
  /// files that import `Dobby`: the one `Mock(failFast: true)` a test writes
  /// is this one, so the compiler sees the link to the test framework, and
  /// nothing is looked up at run time.
  public convenience init(
    name: String? = nil, strict: Bool = true, ordered: Bool = true, failFast: Bool = false,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      name: name, strict: strict, ordered: ordered, failFast: failFast, fileID: fileID,
      line: line, testReporter: Self.recordInTest)
  }

  /// A nice (`nice == true`) or strict mock, ordered by default, whose
  /// fail-fast failures are recorded in the running test.
  public convenience init(
    name: String? = nil, nice: Bool, ordered: Bool = true, failFast: Bool = false,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      name: name, strict: !nice, ordered: ordered, failFast: failFast, fileID: fileID,
      line: line, testReporter: Self.recordInTest)
  }

  /// Records a fail-fast failure like a failed `verify()`: a Swift Testing
  /// issue or an XCTest failure at the line that recorded the interaction.
  private static func recordInTest(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

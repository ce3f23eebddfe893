extension Pattern {
  /// A strict or nice, ordered or unordered pattern (strict and ordered by
  /// default), made at the caller's line.
  ///
  /// This initialiser has the signature of DobbyCore's and shadows it in
  /// files that import `Dobby`: it remembers where the pattern was made,
  /// and in which test, so that a test scope verifies it at its end if the
  /// test did not, a failure found off the test's task still fails that
  /// test, and a pattern destroyed unverified is reported here.
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

extension Mock {
  /// Verifies the mock's expectations and, if they fail, fails the running
  /// test at the caller's line with the plain-text report as the message,
  /// as ``Pattern/verify(fileID:filePath:line:column:)`` does.
  ///
  /// ```swift
  /// let mailer = Mock<String>(name: "mailer")
  /// mailer.expect("welcome")
  /// mailer.verify()
  /// ```
  /// ```text
  /// MailerTests.swift:2: error: DOBBY-E004 unfulfilled: E1 mailer == "welcome" expected once, matched 0 times
  /// ```
  ///
  /// - Returns: The report, passed or not.
  @discardableResult
  public func verify(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> VerificationReport {
    Verification.conclude(
      check(), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Verifies the mock's expectations as soon as they are met, or fails the
  /// running test at the deadline (see ``Pattern/check(within:)``).
  ///
  /// - Returns: The first passing report, or the report at the deadline.
  @discardableResult
  public func verify(
    within duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> VerificationReport {
    Verification.conclude(
      await check(within: duration), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

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

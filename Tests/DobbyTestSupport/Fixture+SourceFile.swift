public import DobbyCore

// Reports whose call sites point into a real file a test writes, for the
// source snippets a recording carries and the debugger's source pane.
extension Fixture {
  /// `sendsReceipt()` with its test file at `path`: every interaction's
  /// and every expectation's call site keeps its line in that file.
  public static func sendsReceipt(at path: String) -> VerificationReport {
    var report = sendsReceipt()
    report.timeline = report.timeline.map { entry in
      var entry = entry
      entry.callSite = entry.callSite.moved(to: path)
      return entry
    }
    report.expectations = report.expectations.map { expectation in
      var expectation = expectation
      expectation.callSite = expectation.callSite.moved(to: path)
      return expectation
    }
    return report
  }
}

extension CallSite {
  /// The same line and column in the file at `path`.
  fileprivate func moved(to path: String) -> CallSite {
    CallSite(fileID: fileID, filePath: path, line: line, column: column)
  }
}

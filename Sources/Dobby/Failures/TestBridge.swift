import Foundation

/// What the test bridge installs in DobbyCore, once, before the first
/// pattern or mock it makes.
enum TestBridge {
  /// Installs the bridge's hooks; runs once.
  private static let installed: Void = {
    ForgottenVerification.install { kind, origin in
      guard let site = origin.site else { return }
      TestWarning.record(
        "\(DiagnosticCode.neverVerified.heading): the \(kind) made here was destroyed without check() or"
          + " verify()",
        at: site, framework: origin.framework)
    }
    LateWork.install { text, scope in
      let report = scope.lateWorkReport(text)
      // The comment is what follows the line: the recording.
      let recording = report.split(separator: "\n").dropFirst().joined(separator: "\n")
      // Once in the log: as the test's issue, or else on standard error.
      if FailureOwner.recordOnEndedTest(text, recording, at: nil) {
        UnreportedFailures.count()
      } else {
        UnreportedFailures.report(report)
      }
    }
    // Key-path matchers name a subscript as the test wrote it.
    WrittenKeyPath.install { path in try? String(contentsOfFile: path, encoding: .utf8) }
    if TestFailure.isTestProcess { XCTestRunning.observe() }
  }()

  /// Installs the bridge's hooks, if not yet done.
  static func install() { installed }

  /// The origin of a pattern or mock made at the given place, in the
  /// current task's test.
  static func origin(
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) -> Origin {
    installed
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let framework = Framework.current
    // The first XCTest test to make one started before XCTest's
    // observation did: its scope is not bound, but it names the test.
    if framework == Framework.xcTest, TestScope.currentTest == 0,
      let scope = XCTestScope.unboundRunning()
    {
      return Origin(test: scope.id, site: site, framework: framework)
    }
    // A Swift Testing test without `.dobby`: the test takes what was
    // held for it, and what it makes names it.
    if framework == Framework.swiftTesting, TestScope.currentTest == 0 {
      SwiftTestingScope.reportHeld()
      var origin = Origin(site: site, framework: framework)
      origin.namingScope = SwiftTestingScope.current()?.id ?? 0
      return origin
    }
    return Origin(site: site, framework: framework)
  }
}

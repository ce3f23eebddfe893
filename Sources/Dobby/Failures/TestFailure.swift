import Foundation
import Testing
import XCTest

/// Where a failed verification is reported: the running Swift Testing
/// test, the running XCTest case, or — outside any test — standard error.
enum TestFailure {
  /// The running test's name, for report titles and recording names,
  /// with a parameterised case's arguments (see ``TestCaseName``); `nil`
  /// when it cannot be told.
  ///
  /// - Parameter readingStack: Whether to read an XCTest method's name off
  ///   the stack (about half a millisecond), when no Swift Testing test is
  ///   running.
  static func currentTestName(readingStack: Bool) -> String? {
    guard let test = Test.current else {
      guard readingStack, isTestProcess else { return nil }
      // Off the main thread no test method is on the stack (and reading
      // it there costs a symbolication cache per thread): XCTest's
      // observation names the running test instead.
      return Thread.isMainThread
        ? XCTestCaseName.current() ?? XCTestRunning.runningTitle : XCTestRunning.runningTitle
    }
    var name = test.displayName ?? test.name
    // `charges(currency:)`: the parameters go; a case's arguments follow.
    let afterRawName = name.lastIndex(of: "`") ?? name.startIndex
    if test.displayName == nil, name.hasSuffix(")"),
      let open = name[afterRawName...].firstIndex(of: "(")
    {
      name = String(name[..<open])
    }
    name.removeAll { $0 == "`" }
    let suite = test.id.nameComponents.dropLast().last
    let title = [suite, name].compactMap { $0 }.joined(separator: ".")
    return title + (TestCaseName.currentSuffix() ?? "")
  }

  /// Whether this process is a test runner (an `.xctest` bundle, which
  /// also hosts Swift Testing on Linux).
  static var isTestProcess: Bool {
    let executable = CommandLine.arguments.first ?? ""
    return executable.hasSuffix(".xctest") || executable.contains(".xctest/")
  }

  /// Reports one failure at the caller's location: `headline` as the
  /// framework's first line, the whole `message` under it; under Swift
  /// Testing, attaches `recording` to the test as well.
  ///
  /// Swift Testing prints "Issue recorded" before a bare comment, so the
  /// headline goes in as the description of a ``VerificationFailure``,
  /// which it prints on the issue's first line.
  ///
  /// Where no test is current (a `Thread`, a `Task.detached`, a dispatch
  /// callback), the failure goes to the test that made the pattern or mock
  /// (`origin`), through its scope, and its line to standard error at
  /// once; when that test has ended, or the current task's test has, to
  /// standard error naming it, and the process exits non-zero at its end;
  /// when it has no scope, to the framework it ran under; with none, to
  /// standard error and the exit status. Never dropped.
  static func record(
    headline: String, message: String, recording: SavedRecording? = nil, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt, origin: Origin? = nil
  ) {
    if FailureOwner.report(
      headline: headline, message: message,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), origin: origin)
    {
      return
    }
    let underSwiftTesting = Test.current != nil || origin?.framework == Framework.swiftTesting
    if underSwiftTesting {
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      Issue.record(
        VerificationFailure(headline: headline), Comment(rawValue: message),
        sourceLocation: location)
      if let recording {
        Attachment.record(recording.bytes, named: recording.fileName, sourceLocation: location)
      }
    } else if isTestProcess, case .between(let last) = XCTestRunning.current {
      // XCTest drops a failure recorded while no test case runs (a
      // class's tear-down): the exit status takes it instead.
      UnreportedFailures.report(
        FailureOwner.line(
          headline, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
          + " (outside any test, after \"\(last)\" ended)\n" + message)
    } else if isTestProcess {
      XCTFail(headline + "\n" + message, file: filePath, line: line)
    } else {
      UnreportedFailures.report(headline + "\n" + message)
    }
  }
}

/// The test frameworks an ``Origin`` names.
enum Framework {
  static let none: UInt8 = 0
  static let swiftTesting: UInt8 = 1
  static let xcTest: UInt8 = 2

  /// The framework running the current task's test.
  static var current: UInt8 {
    Test.current != nil ? swiftTesting : TestFailure.isTestProcess ? xcTest : none
  }
}

extension TestFailure {
  /// Reports one failure at `site` when it is known (under Swift Testing),
  /// else at the compiled location given.
  static func record(
    headline: String, message: String, at site: CallSite?, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    guard let site, site.line > 0, Test.current != nil else {
      record(
        headline: headline, message: message, fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    Issue.record(
      VerificationFailure(headline: headline), Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
  }

  /// Reports one failure whose `message` starts with its headline line.
  static func record(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let parts = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    record(
      headline: String(parts[0]), message: parts.count > 1 ? String(parts[1]) : "",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A failed verification as Swift Testing records it: an issue whose first
/// line is the first mismatch (its `headline`); the report follows as the
/// issue's comment. Not thrown anywhere: a mismatch is data in the report.
struct VerificationFailure: Error, CustomStringConvertible {
  /// `DOBBY-E002 out of order: … (+2 more)`.
  let headline: String

  var description: String { headline }
}

import Testing
import XCTest

/// Where a failed verification is reported: the running Swift Testing
/// test, the running XCTest case, or — outside any test — standard error.
enum TestFailure {
  /// The running test's name, for report titles and recording names;
  /// `nil` when it cannot be told.
  static var currentTestName: String? {
    guard let test = Test.current else { return nil }
    var name = test.displayName ?? test.name
    if name.hasSuffix("()") { name.removeLast(2) }
    name.removeAll { $0 == "`" }
    let suite = test.id.nameComponents.dropLast().last
    return [suite, name].compactMap { $0 }.joined(separator: ".")
  }

  /// Whether this process is a test runner (an `.xctest` bundle, which
  /// also hosts Swift Testing on Linux).
  static var isTestProcess: Bool {
    let executable = CommandLine.arguments.first ?? ""
    return executable.hasSuffix(".xctest") || executable.contains(".xctest/")
  }

  /// Reports one failure with `message` at the caller's location; under
  /// Swift Testing, attaches `recording` to the test as well.
  static func record(
    _ message: String, recording: SavedRecording? = nil, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
      if let recording {
        Attachment.record(recording.bytes, named: recording.fileName, sourceLocation: location)
      }
    } else if isTestProcess {
      XCTFail(message, file: filePath, line: line)
    } else {
      StandardError.print(message)
    }
  }
}

import Foundation

/// Runs one XCTest class or Swift Testing suite of this test binary in a
/// child process, for a failure that must fail a process rather than a
/// test (a class's tear-down, a failure after its test ended): the class
/// or suite acts only when ``isChild(_:)``.
enum ChildTestRun {
  /// Whether this process is the child running `type`.
  static func isChild(_ type: Any.Type) -> Bool {
    ProcessInfo.processInfo.environment["DOBBY_TEST_CHILD"] == "\(type)"
  }

  /// Runs this test binary on `type`'s tests (an XCTest class's, or with
  /// `swiftTesting`, a Swift Testing suite's), with recordings in
  /// `recordings` and standard output written to `standardOutput` (or
  /// dropped); returns its exit status and standard error. With `test`,
  /// only that XCTest test runs, as `swift test --parallel` runs each.
  static func run(
    _ type: Any.Type, test: String? = nil, swiftTesting: Bool = false, recordings: String,
    standardOutput: URL? = nil
  ) throws -> (status: Int32, standardError: String) {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var environment = ProcessInfo.processInfo.environment
    environment["DOBBY_RECORDINGS"] = recordings
    environment["DOBBY_TEST_CHILD"] = "\(type)"
    let child = Process()
    child.executableURL = URL(fileURLWithPath: binary)
    child.arguments =
      swiftTesting
      ? ["--testing-library", "swift-testing", "--filter", "\(type)"]
      : ["DobbyTests.\(type)" + (test.map { "/\($0)" } ?? "")]
    child.environment = environment
    let errors = Pipe()
    if let standardOutput {
      _ = FileManager.default.createFile(atPath: standardOutput.path, contents: nil)
      child.standardOutput = try FileHandle(forWritingTo: standardOutput)
    } else {
      child.standardOutput = FileHandle.nullDevice
    }
    child.standardError = errors
    try child.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    return (child.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

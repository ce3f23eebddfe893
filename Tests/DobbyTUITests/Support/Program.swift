import DobbyCore
import Foundation

/// The built `dobby-tui`, and recordings for it to open.
enum Program {
  /// The `dobby-tui` executable beside the test bundle (both sit in
  /// `.build/debug`).
  static func executable() throws -> String {
    var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent() }
    for directory in directories {
      let candidate = directory.appendingPathComponent("dobby-tui").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw TmuxError(
      "dobby-tui was not built beside the tests (looked in \(directories.map(\.path)))")
  }

  /// Saves `report` as a recording in `directory` and returns its path.
  static func save(_ report: VerificationReport, in directory: URL, name: String) throws -> String {
    let url = directory.appendingPathComponent(name + ".dobby.jsonl")
    try report.save(to: url)
    return url.path
  }

  /// Quotes `text` for `sh`.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Runs `dobby-tui` with `arguments`, standard output a pipe; returns the
  /// exit status and both outputs.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable())
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

internal import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command a failure message prints after `inspect:`, which opens the
/// recording in `dobby-tui` from wherever the user's shell is.
///
/// The recording's path is absolute. The command is the built debugger
/// when the package has one (the release build first: it opens large
/// recordings in a fraction of the time), else `swift run` of a debug
/// build, which the tests' own debug build leaves seconds from ready (a
/// release build of the debugger from a user's package takes minutes).
/// The package is the one whose `.build` holds the running test binary,
/// named with `--package-path` so that the command works from any
/// directory.
///
/// ```text
/// inspect:   /work/shop/.build/release/dobby-tui /work/shop/.dobby/recordings/ShopTests.pays-20261130T012233Z-4242-1.dobby.jsonl
/// inspect:   swift run --package-path /work/shop dobby-tui /work/shop/.dobby/recordings/ShopTests.pays-20261130T012233Z-4242-1.dobby.jsonl
/// ```
package enum InspectCommand {
  /// The command that opens `recording` (an absolute path), for a process
  /// whose executable is `executable` (`nil` when unknown), where `exists`
  /// tells whether an executable file is at a path.
  static func make(
    recording: String, executable: String?, exists: (String) -> Bool
  ) -> String {
    make(arguments: shellQuoted(recording), executable: executable, exists: exists)
  }

  /// The command that runs the debugger with `arguments` (already quoted
  /// for the shell), as ``make(recording:executable:exists:)`` does.
  static func make(
    arguments file: String, executable: String?, exists: (String) -> Bool
  ) -> String {
    guard let executable, let build = buildDirectory(of: executable) else {
      return "swift run dobby-tui \(file)"
    }
    let binDirectory = executable.prefix(upTo: executable.lastIndex(of: "/")!)
    let candidates = [build + "/release/dobby-tui", binDirectory + "/dobby-tui"]
    if let built = candidates.first(where: exists) {
      return "\(shellQuoted(built)) \(file)"
    }
    let package = String(build.dropLast("/.build".count))
    let root = shellQuoted(package.isEmpty ? "/" : package)
    return "swift run --package-path \(root) dobby-tui \(file)"
  }

  /// The command for the running process (see ``make(recording:executable:exists:)``).
  static func current(recording: String) -> String {
    make(recording: recording, executable: executablePath()) { access($0, X_OK) == 0 }
  }

  /// The command that opens the snapshot at `snapshot` beside the
  /// recording at `recording` (`dobby-tui --diff`), for the running
  /// process: it works from any directory, as the recording's does.
  package static func current(diffing snapshot: String, against recording: String) -> String {
    make(
      arguments: "--diff \(shellQuoted(snapshot)) \(shellQuoted(recording))",
      executable: executablePath()
    ) { access($0, X_OK) == 0 }
  }

  /// The `.build` directory that holds `executable`, or `nil` when it is
  /// not under one: `/work/shop/.build` for
  /// `/work/shop/.build/x86_64-unknown-linux-gnu/debug/ShopPackageTests.xctest`.
  static func buildDirectory(of executable: String) -> String? {
    guard let range = executable.ranges(of: "/.build/").last else { return nil }
    return String(executable[..<range.lowerBound]) + "/.build"
  }

  /// The running executable's absolute path, or `nil`.
  static func executablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if count > 0 {
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    // Elsewhere, the test runner's argument that names the bundle.
    return CommandLine.arguments.first { $0.hasPrefix("/") && $0.contains("/.build/") }
  }
}

import DobbyCore
import DobbyDemo
import DobbyRecording
import DobbyTUI
import Foundation

/// What `dobby-tui` does with its command line: print a report, or open
/// the debugger (or the picker) on the terminal.
enum Launcher {
  /// Runs the program and returns its exit status: 0 passed, 1 failed,
  /// 2 bad input or usage, 128 + the signal when interrupted.
  static func run(arguments: [String]) -> Int32 {
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(arguments)
    } catch {
      return fail(error.description)
    }
    if options.help {
      print(LaunchOptions.usage)
      return 0
    }
    if options.version {
      print(LaunchOptions.versionLine)
      return 0
    }
    do {
      var options = options
      if options.diff { return try compare(options) }
      if options.demo { options.path = try recordDemo() }
      return try open(options)
    } catch {
      return fail(error.description)
    }
  }

  /// `--demo`: runs the demo's most instructive scenario with the real
  /// library, saves its recording where recordings go, and returns its path.
  static func recordDemo() throws(LaunchError) -> String {
    do {
      return try DemoRecordings.waiting {
        try await DemoRecordings.record(Scenarios.mostInstructive).recording.path
      }
    } catch {
      throw LaunchError("--demo: \(error)")
    }
  }

  /// Prints `dobby-tui: message` on standard error and returns 2.
  static func fail(_ message: String) -> Int32 {
    let line = "dobby-tui: " + DisplayText.escape(message) + "\n"
    FileHandle.standardError.write(Data(line.utf8))
    return 2
  }

  static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// The editor `e` starts: `$VISUAL`, else `$EDITOR`; `nil` when
  /// neither is set.
  static var editor: String? {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
    }
    return nil
  }

  /// Colour unless `--no-color` or `NO_COLOR` says otherwise.
  static func wantsColor(_ options: LaunchOptions) -> Bool {
    !options.noColor && (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// Whether to draw on the terminal: no format asked for, and a
  /// terminal that can show it.
  static func isInteractive(_ options: LaunchOptions) -> Bool {
    let term = environment["TERM"] ?? ""
    return options.format == nil && Terminal.outputIsTerminal && !term.isEmpty && term != "dumb"
  }

  private static func open(_ options: LaunchOptions) throws(LaunchError) -> Int32 {
    let interactive = isInteractive(options)
    if options.paths.count > 1 {
      guard !interactive else {
        throw LaunchError(
          "several FILEs or DIRs are reported only with --plain or --format; open one at a time")
      }
      return printReports(options.paths, options)
    }
    let path = options.path ?? Recordings.defaultDirectory
    guard let isDirectory = Recordings.isDirectory(path) else {
      if options.path == nil {
        throw LaunchError(
          "no recordings: \(path) does not exist (set DOBBY_RECORDINGS or pass a FILE)")
      }
      throw LaunchError("\(path): no such file or directory")
    }
    // A DIR given for CI reports all its recordings; with no argument,
    // the newest one under the default directory is the recording.
    if isDirectory && !interactive && options.path != nil {
      return printReports([path], options)
    }
    var file = path
    if isDirectory {
      let files = try Recordings.list(path)
      guard let newest = files.first else {
        throw LaunchError("\(path): no recordings (*.dobby.jsonl) in the directory")
      }
      if interactive && options.path != nil && files.count > 1 {
        return try debug(
          options,
          fallback: { () throws(LaunchError) in
            try Recordings.load(newest.path)
          }
        ) { $0.pick(directory: path, files: files) }
      }
      file = newest.path
    }
    let recording = try Recordings.open(file)
    guard interactive else { return printReport(recording, options) }
    let report = recording.report
    return try debug(options, fallback: { report }) { $0.debug(report) }
  }

  /// Runs `body` on the terminal; prints the plain report of `fallback`
  /// instead when the terminal cannot start.
  private static func debug(
    _ options: LaunchOptions, fallback: () throws(LaunchError) -> VerificationReport,
    _ body: (Session) -> Int32
  ) throws(LaunchError) -> Int32 {
    let utf8 = Terminal.setUpLocale()
    guard let terminal = Terminal.start(color: wantsColor(options), mouse: options.mouse) else {
      return printReport(try fallback(), options)
    }
    defer { terminal.stop() }
    let session = Session(
      terminal: terminal,
      options: DebuggerState.Options(
        ascii: options.ascii || !utf8, basePath: FileManager.default.currentDirectoryPath,
        sourcePane: true, editor: editor))
    return body(session)
  }

  /// How reports print: colour only on a terminal that wants it.
  private static func plainOptions(_ options: LaunchOptions) -> PlainTextOptions {
    PlainTextOptions(
      color: wantsColor(options) && Terminal.outputIsTerminal, ascii: options.ascii,
      basePath: FileManager.default.currentDirectoryPath)
  }

  /// Prints every recording in `paths` (files and directories) in the asked
  /// format (see ``BatchReport``); returns 2 if any could not be read, else
  /// 1 if any failed, else 0.
  private static func printReports(_ paths: [String], _ options: LaunchOptions) -> Int32 {
    BatchReport.run(
      paths, format: options.format ?? .plain, options: plainOptions(options),
      write: { FileHandle.standardOutput.write(Data($0)) },
      complain: { _ = fail($0) })
  }

  /// Prints the report in the asked format; returns 0 if it passed, 1 if
  /// it failed.
  private static func printReport(_ report: VerificationReport, _ options: LaunchOptions) -> Int32 {
    // Streamed: a large report's JSON is never held whole.
    let report = options.format ?? .plain == .plain ? Recordings.withSource(report) : report
    report.render(as: options.format ?? .plain, options: plainOptions(options), to: writeOut)
    return report.passed ? 0 : 1
  }

  /// Prints a recording in the asked format: `json` copies the file's own
  /// lines when they are current (``RecordingFile/writeJSON(to:)``).
  private static func printReport(_ recording: RecordingFile, _ options: LaunchOptions) -> Int32 {
    guard options.format == .json else { return printReport(recording.report, options) }
    recording.writeJSON(to: writeOut)
    return recording.report.passed ? 0 : 1
  }

  private static func writeOut(_ chunk: UnsafeRawBufferPointer) {
    FileHandle.standardOutput.write(Data(chunk))
  }
}

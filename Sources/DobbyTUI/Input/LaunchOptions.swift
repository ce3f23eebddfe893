import DobbyCore
package import DobbyRecording

/// The command line of `dobby-tui`, parsed.
///
/// ```text
/// dobby-tui [FILE | DIR]... [--plain | --format plain|github|junit|json] [--diff]
///           [--demo] [--ascii] [--no-color] [--mouse] [--help] [--version]
/// ```
///
/// Each option is declared once, in ``LaunchOption/all``, which both
/// ``parse(_:)`` and ``usage`` read.
package struct LaunchOptions: Sendable, Equatable {
  /// The recordings and directories given, in order; empty for the
  /// newest recording under `$DOBBY_RECORDINGS` or `.dobby/recordings`.
  ///
  /// Several are read only with ``format`` (or without a terminal): the
  /// debugger opens one recording, or the picker of one directory.
  package var paths: [String] = []

  /// The one recording or directory to open: the first of ``paths``;
  /// `nil` when none was given.
  package var path: String? {
    get { paths.first }
    set { paths = newValue.map { [$0] } ?? [] }
  }
  /// Print the report in this format instead of opening the debugger;
  /// `nil` to open it when the terminal allows.
  package var format: ReportFormat?
  /// Compare the two recordings of ``paths`` (with ``demo``, the demo's
  /// passing and failing run of one race).
  package var diff = false
  /// Open the demo recording.
  package var demo = false
  /// ASCII glyphs instead of `✓ ✗ · │`.
  package var ascii = false
  /// No colour, whatever the terminal can do.
  package var noColor = false
  /// Clicks and the wheel move the cursor.
  package var mouse = false
  /// Print the usage and exit.
  package var help = false
  /// Print the version and exit.
  package var version = false

  /// Options with every flag off.
  package init(path: String? = nil, format: ReportFormat? = nil) {
    self.paths = path.map { [$0] } ?? []
    self.format = format
  }

  /// Options naming several recordings or directories.
  package init(paths: [String], format: ReportFormat? = nil) {
    self.paths = paths
    self.format = format
  }

  /// The line `--version` prints: `dobby-tui 0.4.0`, the library's
  /// version (``RecordingFormat/libraryVersion``).
  package static let versionLine = "dobby-tui \(RecordingFormat.libraryVersion)"

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``UsageError`` naming the first argument that is wrong.
  package static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var parsing = LaunchOption.Parsing()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if parsing.onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        parsing.options.paths.append(argument)
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let option = LaunchOption.named(name) else {
        throw UsageError("unknown option '\(argument)'")
      }
      if option.argument == nil {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
        try option.apply(&parsing, nil)
      } else {
        try option.apply(&parsing, inlineValue ?? remaining.popFirst())
      }
    }
    var options = parsing.options
    if parsing.plain {
      if let format = options.format, format != .plain {
        throw UsageError("--plain and --format \(format.rawValue) ask for different outputs")
      }
      options.format = .plain
    }
    if options.diff {
      if let format = options.format, format != .plain {
        throw UsageError("--diff prints plain text only; drop --format \(format.rawValue)")
      }
      if !options.demo, options.paths.count != 2 {
        throw UsageError("--diff needs two FILEs, A and B (got \(options.paths.count))")
      }
    }
    if options.demo, !options.paths.isEmpty {
      let paths = options.paths.map { "'\($0)'" }.joined(separator: ", ")
      throw UsageError("--demo opens its own recording; drop \(paths)")
    }
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

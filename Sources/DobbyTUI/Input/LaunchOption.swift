import DobbyRecording

/// One option of `dobby-tui`'s command line: the one place that names it,
/// says what argument it takes, describes it for `--help`, and applies it.
///
/// ``LaunchOptions/parse(_:)`` and ``LaunchOptions/usage`` both read
/// ``all``, so an option cannot be parsed without being documented, in the
/// spirit of the debugger's key table (``KeyMap``).
package struct LaunchOption: Sendable {
  /// What parsing has gathered so far: the options, and the flags that
  /// are checked once every argument is read.
  struct Parsing: Sendable {
    var options = LaunchOptions()
    /// `--plain` was given.
    var plain = false
    /// `--` was given: every later argument is a path.
    var onlyPaths = false
  }

  /// Applies the option, given its argument (`nil` for a flag).
  typealias Apply =
    @Sendable (_ parsing: inout Parsing, _ argument: String?) throws(UsageError)
    -> Void

  /// Its names, the first being the one the usage leads with: `--help`, `-h`.
  package let names: [String]
  /// The name of its argument in the usage (`FORMAT`); `nil` for a flag.
  package let argument: String?
  /// What it does, for the usage (wrapped to fit).
  package let help: String
  let apply: Apply

  init(_ names: [String], argument: String? = nil, help: String, apply: @escaping Apply) {
    self.names = names
    self.argument = argument
    self.help = help
    self.apply = apply
  }

  /// The option called `name`, if any.
  static func named(_ name: String) -> LaunchOption? {
    all.first { $0.names.contains(name) }
  }

  /// The formats `--format` takes, in words: `plain, github, junit or json`.
  static let formatList: String = {
    let names = ReportFormat.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }()

  /// Every option, in the order the usage lists them.
  package static let all: [LaunchOption] = [
    LaunchOption(
      ["--plain"],
      help: "print the plain-text report instead (also when stdout is not a terminal or TERM "
        + "is unset or dumb)"
    ) { parsing, _ in parsing.plain = true },
    LaunchOption(
      ["--format"], argument: "FORMAT", help: "print the report as \(formatList)"
    ) { parsing, argument throws(UsageError) in
      guard let argument else { throw UsageError("--format needs a value: \(formatList)") }
      guard let format = ReportFormat(rawValue: argument) else {
        throw UsageError("unknown format '\(argument)' (\(formatList))")
      }
      parsing.options.format = format
    },
    LaunchOption(
      ["--diff"],
      help: "compare two recordings, FILE A and FILE B: side by side, or -/+ lines with --plain; "
        + "exit 0 same, 1 different"
    ) { parsing, _ in parsing.options.diff = true },
    LaunchOption(["--demo"], help: "open a recording of the demo scenarios") { parsing, _ in
      parsing.options.demo = true
    },
    LaunchOption(["--ascii"], help: "ASCII glyphs instead of Unicode ones") { parsing, _ in
      parsing.options.ascii = true
    },
    LaunchOption(
      ["--no-color", "--no-colour"], help: "no colour (also when NO_COLOR is set)"
    ) { parsing, _ in parsing.options.noColor = true },
    LaunchOption(["--mouse"], help: "clicks and the wheel move the cursor") { parsing, _ in
      parsing.options.mouse = true
    },
    LaunchOption(["--help", "-h"], help: "print this help") { parsing, _ in
      parsing.options.help = true
    },
    LaunchOption(["--version"], help: "print the version") { parsing, _ in
      parsing.options.version = true
    },
    LaunchOption(["--"], help: "end of options: what follows are FILEs and DIRs") { parsing, _ in
      parsing.onlyPaths = true
    },
  ]
}

import DobbyCore
public import DobbyRecording

/// The command line of `dobby-tui`, parsed.
///
/// ```text
/// dobby-tui [FILE | DIR] [--plain | --format plain|github|junit|json] [--demo]
///           [--ascii] [--no-color] [--mouse] [--help] [--version]
/// ```
public struct LaunchOptions: Sendable, Equatable {
  /// The recording or directory to open; `nil` for the newest recording
  /// under `$DOBBY_RECORDINGS` or `.dobby/recordings`.
  public var path: String?
  /// Print the report in this format instead of opening the debugger;
  /// `nil` to open it when the terminal allows.
  public var format: ReportFormat?
  /// Open the demo recording.
  public var demo = false
  /// ASCII glyphs instead of `✓ ✗ · │`.
  public var ascii = false
  /// No colour, whatever the terminal can do.
  public var noColor = false
  /// Clicks and the wheel move the cursor.
  public var mouse = false
  /// Print the usage and exit.
  public var help = false
  /// Print the version and exit.
  public var version = false

  /// Options with every flag off.
  public init(path: String? = nil, format: ReportFormat? = nil) {
    self.path = path
    self.format = format
  }

  /// The line `--version` prints.
  public static let versionLine = "dobby-tui 0.1.0"

  /// The usage text `--help` prints.
  public static let usage = """
    usage: dobby-tui [FILE | DIR] [options]

    Opens a Dobby recording (*.dobby.jsonl) and steps through its timeline.
    With no FILE, opens the newest recording under $DOBBY_RECORDINGS, else
    .dobby/recordings; with a DIR, lists its recordings, newest first.

    options:
      --plain          print the plain-text report instead (also when stdout is
                       not a terminal or TERM is unset or dumb)
      --format FORMAT  print the report as plain, github, junit or json
      --demo           open a recording of the demo scenarios
      --ascii          ASCII glyphs instead of Unicode ones
      --no-color       no colour (also when NO_COLOR is set)
      --mouse          clicks and the wheel move the cursor
      --help           print this help
      --version        print the version

    exit status: 0 passed, 1 failed, 2 bad input or usage, 130/143 interrupted.
    In the debugger, press ? for the keys.
    """

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``UsageError`` naming the first argument that is wrong.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var plain = false
    var remaining = arguments[...]
    var onlyPaths = false
    while let argument = remaining.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        guard options.path == nil else {
          throw UsageError("more than one FILE or DIR ('\(options.path!)' and '\(argument)')")
        }
        options.path = argument
        continue
      }
      let (name, inlineValue) = split(argument)
      switch name {
      case "--": onlyPaths = true
      case "--plain": plain = true
      case "--format":
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw UsageError("--format needs a value: plain, github, junit or json")
        }
        guard let format = ReportFormat(rawValue: value) else {
          throw UsageError("unknown format '\(value)' (plain, github, junit or json)")
        }
        options.format = format
      case "--demo": options.demo = true
      case "--ascii": options.ascii = true
      case "--no-color", "--no-colour": options.noColor = true
      case "--mouse": options.mouse = true
      case "--help", "-h": options.help = true
      case "--version": options.version = true
      default: throw UsageError("unknown option '\(argument)'")
      }
      if inlineValue != nil && name != "--format" {
        throw UsageError("\(name) takes no value")
      }
    }
    if plain {
      if let format = options.format, format != .plain {
        throw UsageError("--plain and --format \(format.rawValue) ask for different outputs")
      }
      options.format = .plain
    }
    if options.demo && options.path != nil {
      throw UsageError("--demo opens its own recording; drop '\(options.path!)'")
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

/// A command line that `dobby-tui` cannot run.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in one line.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }

  /// `unknown option '--x' (see dobby-tui --help)`.
  public var description: String { "\(message) (see dobby-tui --help)" }
}

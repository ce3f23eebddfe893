/// The options of `dobby-gen`, declared once: parsing and `--help` read
/// this table.
struct GeneratorOption: Sendable {
  /// What an option does to the command, given its value (`""` for a
  /// flag without a value).
  typealias Effect = @Sendable (inout GeneratorCommand, String) -> Void

  var flag: String
  /// The value's placeholder; `nil` for a flag without a value.
  var value: String?
  var help: String
  var effect: Effect

  /// Every option, one row each: its flag, its value's placeholder
  /// (`nil` for a flag without a value), its line of help, and what it
  /// sets.
  static let all: [GeneratorOption] = rows.map {
    GeneratorOption(flag: $0, value: $1, help: $2, effect: $3)
  }

  private static let rows: [(String, String?, String, Effect)] = [
    ("--output", "DIR", "where the doubles go (default: Doubles)", { $0.output = $1 }),
    (
      "--module", "NAME", "the module whose protocols get doubles (default: the first graph's)",
      { $0.module = $1 }
    ),
    (
      "--modules", "A,B",
      "several modules, each into its own folder DIR/<Module>; the graphs are read once",
      { command, value in command.modules += value.split(separator: ",").map(String.init) }
    ),
    (
      "--only", "P,Q", "only these protocols (repeatable, comma-separated)",
      { command, value in
        command.only.formUnion(value.split(separator: ",").map { $0.filter { !$0.isWhitespace } })
      }
    ),
    (
      "--skip", "P,Q",
      "leave these protocols out, each named as skipped (repeatable, comma-separated)",
      { command, value in command.skip.formUnion(value.split(separator: ",").map(String.init)) }
    ),
    (
      "--check", nil, "write nothing; exit 1 naming each file regenerating would change",
      { command, _ in command.check = true }
    ),
    (
      "--library", "MODULE",
      "the module that provides Stub (default: Dobby; DobbyCore has no answer(_:))",
      { $0.library = $1 }
    ),
    (
      "--in-module", nil, "the doubles are compiled into the module itself",
      { command, _ in command.inModule = true }
    ),
    (
      "--match-imports", "DIR",
      "import as the target's own Swift files under DIR do (`internal import` or plain)",
      { $0.matchImports = $1 }
    ),
    (
      "--symbolgraph-extract", "TOOL",
      "extract the toolchain modules' graphs that protocols inherit (Swift for Sequence)",
      { $0.symbolGraphExtract = $1 }
    ),
    (
      "--graph-cache", "DIR", "where extracted graphs are kept (default: the temporary folder)",
      { $0.graphCache = $1 }
    ),
    ("--regenerate", "COMMAND", "the command the files' header names", { $0.regenerate = $1 }),
    ("--help", nil, "show this help", { command, _ in command.showsHelp = true }),
  ]

  /// The usage text, one line per option.
  static var usage: String {
    let left = all.map { $0.flag + ($0.value.map { " " + $0 } ?? "") }
    let width = left.map(\.count).max() ?? 0
    let lines = zip(left, all).map { spelled, option in
      "  " + spelled + String(repeating: " ", count: width - spelled.count + 2) + option.help
    }
    return (["usage: dobby-gen [options] FILE.symbols.json..."] + lines).joined(separator: "\n")
  }
}

/// The options of `dobby-gen`, declared once: parsing and `--help` read
/// this table.
struct GeneratorOption: Sendable {
  var flag: String
  /// The value's placeholder; `nil` for a flag without a value.
  var value: String?
  var help: String

  /// Every option, one row each: its flag, its value's placeholder
  /// (`nil` for a flag without a value), and its line of help.
  static let all: [GeneratorOption] = rows.map { GeneratorOption(flag: $0, value: $1, help: $2) }

  private static let rows: [(String, String?, String)] = [
    ("--output", "DIR", "where the doubles go (default: Doubles)"),
    ("--module", "NAME", "the module whose protocols get doubles (default: the first graph's)"),
    (
      "--modules", "A,B",
      "several modules, each into its own folder DIR/<Module>; the graphs are read once"
    ),
    ("--only", "P,Q", "only these protocols (repeatable, comma-separated)"),
    (
      "--skip", "P,Q",
      "leave these protocols out, each named as skipped (repeatable, comma-separated)"
    ),
    ("--check", nil, "write nothing; exit 1 naming each file regenerating would change"),
    (
      "--library", "MODULE",
      "the module that provides Stub (default: Dobby; DobbyCore has no answer(_:))"
    ),
    ("--in-module", nil, "the doubles are compiled into the module itself"),
    (
      "--match-imports", "DIR",
      "import as the target's own Swift files under DIR do (`internal import` or plain)"
    ),
    (
      "--symbolgraph-extract", "TOOL",
      "extract the toolchain modules' graphs that protocols inherit (Swift for Sequence)"
    ),
    ("--graph-cache", "DIR", "where extracted graphs are kept (default: the temporary folder)"),
    ("--regenerate", "COMMAND", "the command the files' header names"),
    ("--help", nil, "show this help"),
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

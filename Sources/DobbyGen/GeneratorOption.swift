/// The options of `dobby-gen`, declared once: parsing and `--help` read
/// this table.
struct GeneratorOption: Sendable {
  var flag: String
  /// The value's placeholder; `nil` for a flag without a value.
  var value: String?
  var help: String

  static let all: [GeneratorOption] = [
    GeneratorOption(
      flag: "--output", value: "DIR", help: "where the doubles go (default: Doubles)"),
    GeneratorOption(
      flag: "--module", value: "NAME",
      help: "the module whose protocols get doubles (default: the first graph's)"),
    GeneratorOption(
      flag: "--modules", value: "A,B",
      help: "several modules, each into its own folder DIR/<Module>; the graphs are read once"),
    GeneratorOption(
      flag: "--only", value: "P,Q", help: "only these protocols (repeatable, comma-separated)"),
    GeneratorOption(
      flag: "--skip", value: "P,Q",
      help: "leave these protocols out, each named as skipped (repeatable, comma-separated)"),
    GeneratorOption(
      flag: "--check", value: nil,
      help: "write nothing; exit 1 naming each file regenerating would change"),
    GeneratorOption(
      flag: "--library", value: "MODULE",
      help: "the module that provides Stub (default: Dobby; DobbyCore has no answer(_:))"),
    GeneratorOption(
      flag: "--in-module", value: nil, help: "the doubles are compiled into the module itself"),
    GeneratorOption(
      flag: "--match-imports", value: "DIR",
      help: "import as the target's own Swift files under DIR do (`internal import` or plain)"),
    GeneratorOption(
      flag: "--symbolgraph-extract", value: "TOOL",
      help: "extract the toolchain modules' graphs that protocols inherit (Swift for Sequence)"),
    GeneratorOption(
      flag: "--graph-cache", value: "DIR",
      help: "where extracted graphs are kept (default: the temporary folder)"),
    GeneratorOption(
      flag: "--regenerate", value: "COMMAND", help: "the command the files' header names"),
    GeneratorOption(flag: "--help", value: nil, help: "show this help"),
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

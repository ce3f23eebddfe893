import DobbyCore
import DobbyRecording
import DobbyTUI
import Testing

struct LaunchOptionsTests {
  @Test func `no arguments open the newest recording interactively`() throws {
    #expect(try LaunchOptions.parse([]) == LaunchOptions())
  }

  @Test func `a path and flags in any order`() throws {
    var expected = LaunchOptions(path: "run.dobby.jsonl")
    expected.ascii = true
    expected.noColor = true
    expected.mouse = true
    #expect(
      try LaunchOptions.parse(["--ascii", "run.dobby.jsonl", "--no-color", "--mouse"]) == expected)
  }

  @Test(arguments: [
    (["--plain"], ReportFormat.plain), (["--format", "github"], .github),
    (["--format=junit"], .junit), (["--format", "json"], .json),
    (["--plain", "--format", "plain"], .plain),
  ])
  func `--plain and --format choose a printed format`(arguments: [String], format: ReportFormat)
    throws
  {
    #expect(try LaunchOptions.parse(arguments).format == format)
  }

  @Test func `help, version and demo are flags`() throws {
    #expect(try LaunchOptions.parse(["--help"]).help)
    #expect(try LaunchOptions.parse(["-h"]).help)
    #expect(try LaunchOptions.parse(["--version"]).version)
    #expect(try LaunchOptions.parse(["--demo"]).demo)
  }

  @Test func `several files and directories are kept in order`() throws {
    let options = try LaunchOptions.parse(["a.dobby.jsonl", "--format", "junit", "dir", "b"])
    #expect(options == LaunchOptions(paths: ["a.dobby.jsonl", "dir", "b"], format: .junit))
    #expect(options.path == "a.dobby.jsonl")
  }

  @Test func `-- ends the options`() throws {
    #expect(try LaunchOptions.parse(["--", "--odd-name"]).path == "--odd-name")
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus' (see dobby-tui --help)"),
    (["--format"], "--format needs a value: plain, github, junit or json (see dobby-tui --help)"),
    (
      ["--format", "xml"],
      "unknown format 'xml' (plain, github, junit or json) (see dobby-tui --help)"
    ),
    (
      ["--plain", "--format", "json"],
      "--plain and --format json ask for different outputs (see dobby-tui --help)"
    ),
    (["--ascii=yes"], "--ascii takes no value (see dobby-tui --help)"),
    (["--demo", "x"], "--demo opens its own recording; drop 'x' (see dobby-tui --help)"),
    (["x", "--demo", "y"], "--demo opens its own recording; drop 'x', 'y' (see dobby-tui --help)"),
    (["--diff", "a"], "--diff needs two FILEs, A and B (got 1) (see dobby-tui --help)"),
    (["--diff", "a", "b", "c"], "--diff needs two FILEs, A and B (got 3) (see dobby-tui --help)"),
    (
      ["--diff", "a", "b", "--format", "json"],
      "--diff prints plain text only; drop --format json (see dobby-tui --help)"
    ),
    (["--diff", "--demo", "a"], "--demo opens its own recording; drop 'a' (see dobby-tui --help)"),
  ])
  func `bad command lines are one-line errors`(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try LaunchOptions.parse(arguments) }
    do {
      _ = try LaunchOptions.parse(arguments)
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func `--diff takes two files, or the demo's pair`() throws {
    let options = try LaunchOptions.parse(["--diff", "a.dobby.jsonl", "b.dobby.jsonl", "--plain"])
    #expect(options.diff)
    #expect(options.paths == ["a.dobby.jsonl", "b.dobby.jsonl"])
    #expect(options.format == .plain)
    let demo = try LaunchOptions.parse(["--demo", "--diff"])
    #expect(demo.diff && demo.demo && demo.paths.isEmpty)
  }

  @Test func `the usage lists every option from the table, its help wrapped in one column`() {
    let lines = LaunchOptions.usage.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines.first == "usage: dobby-tui [FILE | DIR]... [options]")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(LaunchOptions.usage)")
    #expect(lines.last == "In the debugger, press ? for the keys.")
    let options = Array(lines.drop { $0 != "options:" }.dropFirst().prefix { !$0.isEmpty })
    #expect(
      options.contains(
        "  --format FORMAT          print the report as plain, github, junit or json"))
    // Each option starts a line with its label; its help, wrapped, keeps one column.
    let column = 2 + (LaunchOption.all.map { label($0).count }.max() ?? 0) + 2
    var described: [(label: String, help: String)] = []
    for line in options {
      let help = String(line.dropFirst(column))
      var lead = Substring(line.prefix(column))
      while lead.last == " " { lead.removeLast() }
      if lead.isEmpty, let last = described.popLast() {
        described.append((last.label, last.help + " " + help))
      } else {
        described.append((String(lead.dropFirst(2)), help))
      }
    }
    #expect(described.map(\.label) == LaunchOption.all.map(label))
    #expect(described.map(\.help) == LaunchOption.all.map(\.help))
  }

  /// `--format FORMAT`: an option's names and argument as the usage shows them.
  func label(_ option: LaunchOption) -> String {
    option.names.joined(separator: ", ") + (option.argument.map { " " + $0 } ?? "")
  }

  @Test func `every name in the table parses, and no two options share one`() throws {
    let names = LaunchOption.all.flatMap(\.names)
    #expect(Set(names).count == names.count)
    for option in LaunchOption.all where option.names != ["--"] {
      var arguments = option.argument == nil ? [option.names[0]] : [option.names[0], "plain"]
      if option.names == ["--diff"] { arguments += ["a.dobby.jsonl", "b.dobby.jsonl"] }
      for name in option.names {
        var spelled = arguments
        spelled[0] = name
        #expect(throws: Never.self) { try LaunchOptions.parse(spelled) }
      }
    }
  }

  @Test func `every usage line fits 80 columns`() {
    for line in LaunchOptions.usage.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }
}

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

  @Test func `the usage lists every option from the table`() {
    #expect(
      LaunchOptions.usage == """
        usage: dobby-tui [FILE | DIR]... [options]

        Opens a Dobby recording (*.dobby.jsonl) and steps through its timeline.
        With no FILE, opens the newest recording under $DOBBY_RECORDINGS, else
        .dobby/recordings; with a DIR, lists its recordings, newest first.
        With --plain or --format, reports every recording in each FILE and DIR.
        With --diff A B, compares two runs of one test.

        options:
          --plain                  print the plain-text report instead (also when stdout
                                   is not a terminal or TERM is unset or dumb)
          --format FORMAT          print the report as plain, github, junit or json
          --diff                   compare two recordings, FILE A and FILE B: side by
                                   side, or -/+ lines with --plain; exit 0 same, 1
                                   different
          --demo                   open a recording of the demo scenarios
          --ascii                  ASCII glyphs instead of Unicode ones
          --no-color, --no-colour  no colour (also when NO_COLOR is set)
          --mouse                  clicks and the wheel move the cursor
          --help, -h               print this help
          --version                print the version
          --                       end of options: what follows are FILEs and DIRs

        exit status: 0 passed, 1 failed, 2 bad input or usage, 130/143 interrupted;
        for several recordings, 2 if any could not be read, else 1 if any failed.
        In the debugger, press ? for the keys.
        """)
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

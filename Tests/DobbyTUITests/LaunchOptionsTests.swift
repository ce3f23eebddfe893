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
    (["a", "b"], "more than one FILE or DIR ('a' and 'b') (see dobby-tui --help)"),
    (
      ["--plain", "--format", "json"],
      "--plain and --format json ask for different outputs (see dobby-tui --help)"
    ),
    (["--ascii=yes"], "--ascii takes no value (see dobby-tui --help)"),
    (["--demo", "x"], "--demo opens its own recording; drop 'x' (see dobby-tui --help)"),
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

  @Test func `the usage names every option`() {
    for option in [
      "--plain", "--format", "--demo", "--ascii", "--no-color", "--mouse", "--help", "--version",
    ] {
      #expect(LaunchOptions.usage.contains(option), "\(option)")
    }
  }
}

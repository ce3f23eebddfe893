import Testing

@testable import DobbyGen

/// The table of `dobby-gen`'s options: each row parses into the command,
/// and `--help` prints the table.
struct GeneratorOptionTests {
  @Test func `every option sets what its row says`() throws {
    let command = try GeneratorCommand(arguments: [
      "--output", "Out", "--module", "Shop", "--modules", "Shop,Audit", "--only",
      "Mailer, Payments",
      "--skip", "Clock", "--skip", "Log,Audit", "--check", "--library", "DobbyCore", "--in-module",
      "--match-imports", "Sources/Shop", "--symbolgraph-extract", "/usr/bin/extract",
      "--graph-cache", "Cache", "--regenerate", "make doubles", "Shop.symbols.json",
    ])
    #expect(command.output == "Out")
    #expect(command.module == "Shop")
    #expect(command.modules == ["Shop", "Audit"])
    #expect(command.only == ["Mailer", "Payments"])
    #expect(command.skip == ["Clock", "Log", "Audit"])
    #expect(command.check)
    #expect(command.library == "DobbyCore")
    #expect(command.inModule)
    #expect(command.matchImports == "Sources/Shop")
    #expect(command.symbolGraphExtract == "/usr/bin/extract")
    #expect(command.graphCache == "Cache")
    #expect(command.regenerate == "make doubles")
    #expect(!command.showsHelp)
    #expect(command.graphPaths == ["Shop.symbols.json"])
  }

  @Test func `help prints one line per row, aligned`() throws {
    let command = try GeneratorCommand(arguments: ["--help"])
    #expect(command.showsHelp)
    var lines: [String] = []
    #expect(command.run { lines.append($0) } == 0)
    #expect(
      lines == [
        """
        usage: dobby-gen [options] FILE.symbols.json...
          --output DIR                where the doubles go (default: Doubles)
          --module NAME               the module whose protocols get doubles (default: the first graph's)
          --modules A,B               several modules, each into its own folder DIR/<Module>; the graphs are read once
          --only P,Q                  only these protocols (repeatable, comma-separated)
          --skip P,Q                  leave these protocols out, each named as skipped (repeatable, comma-separated)
          --check                     write nothing; exit 1 naming each file regenerating would change
          --library MODULE            the module that provides Stub (default: Dobby; DobbyCore has no answer(_:))
          --in-module                 the doubles are compiled into the module itself
          --match-imports DIR         import as the target's own Swift files under DIR do (`internal import` or plain)
          --symbolgraph-extract TOOL  extract the toolchain modules' graphs that protocols inherit (Swift for Sequence)
          --graph-cache DIR           where extracted graphs are kept (default: the temporary folder)
          --regenerate COMMAND        the command the files' header names
          --help                      show this help
        """
      ])
  }

  @Test func `an option that takes a value and has none is one line`() {
    #expect(
      throws: GeneratorCommand.Failure(description: "dobby-gen: --library needs a value (MODULE)")
    ) {
      try GeneratorCommand(arguments: ["--library"])
    }
  }
}

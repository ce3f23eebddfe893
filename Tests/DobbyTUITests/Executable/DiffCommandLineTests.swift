import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// `dobby-tui --diff A B` without a terminal: the comparison as text, exit
/// 0 when the runs match, 1 when they differ, 2 for bad input.
struct DiffCommandLineTests {
  /// The pair `name` saved as `a.dobby.jsonl` and `b.dobby.jsonl`.
  func save(_ name: String, in directory: TemporaryDirectory) throws -> (String, String) {
    let (a, b) = Fixture.racePair(name)
    let url = URL(fileURLWithPath: directory.path)
    return (
      try Program.save(a, in: url, name: "a"), try Program.save(b, in: url, name: "b")
    )
  }

  @Test func `different runs print -/+ lines and exit 1`() throws {
    let directory = try TemporaryDirectory()
    let (a, b) = try save("changed", in: directory)
    let (status, output, error) = try Program.run(["--diff", a, b])
    #expect(status == 1)
    #expect(error.isEmpty)
    #expect(output.hasPrefix("dobby: recordings differ - CheckoutTests.race: 1 changed"))
    #expect(output.contains("--- A  \(a): passed (strict, ordered) - 8 interactions\n"))
    #expect(output.contains(#"- #5      orders  "A-4"  ✓E5  (/src/Tests/CheckoutTests.swift:44)"#))
    #expect(
      output.contains(
        #"+     #5  orders  "A-9"  ✗ DOBBY-E001  (/src/Tests/CheckoutTests.swift:44)"#))
    #expect(output.hasSuffix("summary: 0 inserted, 0 deleted, 1 changed; 1 verdict changed\n"))
  }

  @Test func `identical runs exit 0`() throws {
    let directory = try TemporaryDirectory()
    let (a, b) = try save("identical", in: directory)
    let (status, output, _) = try Program.run(["--diff", a, b, "--plain"])
    #expect(status == 0)
    #expect(output.hasSuffix("summary: same steps and verdicts\n"))
  }

  @Test func `a missing or malformed file is one line naming it and exit 2`() throws {
    let directory = try TemporaryDirectory()
    let (a, _) = try save("identical", in: directory)
    let missing = directory.path + "/missing.dobby.jsonl"
    var (status, output, error) = try Program.run(["--diff", a, missing])
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(error == "dobby-tui: \(missing): no such file or directory\n")
    let bad = try directory.write(Array("not json\n".utf8), to: "bad.dobby.jsonl").path
    (status, output, error) = try Program.run(["--diff", bad, a])
    #expect(status == 2)
    #expect(error.hasPrefix("dobby-tui: \(bad):1: "))
    #expect(error.split(separator: "\n").count == 1)
    (status, _, error) = try Program.run(["--diff", a, directory.path])
    #expect(status == 2)
    #expect(error == "dobby-tui: \(directory.path): a directory; --diff compares two FILEs\n")
    (status, _, error) = try Program.run(["--diff", a])
    #expect(status == 2)
    #expect(error == "dobby-tui: --diff needs two FILEs, A and B (got 1) (see dobby-tui --help)\n")
  }

  @Test func `--demo --diff compares the race's passing and failing runs`() throws {
    let directory = try TemporaryDirectory()
    let (status, output, error) = try Program.run(
      ["--demo", "--diff"], environment: ["DOBBY_RECORDINGS": directory.path])
    #expect(status == 1, "\(error)")
    #expect(
      output.hasPrefix(
        "dobby: recordings differ - CheckoutTests.lastItemSoldOnce: 1 inserted, 1 verdict changed\n"
      ))
    #expect(
      output.contains(
        #"+     #2  inventory  OrderLine(sku: "KB-01", quantity: 1)  ✗ DOBBY-E005  ("#))
    #expect(
      output.contains(
        #"E1 inventory == OrderLine(sku: "KB-01", quantity: 1) (at most 1 time): fulfilled → DOBBY-E005 exceeded"#
      ))
    #expect(try directory.files().count == 2)
  }
}

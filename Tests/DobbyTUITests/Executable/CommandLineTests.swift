import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// `dobby-tui` with standard output a pipe: the printed formats, exit
/// statuses and one-line errors.
struct CommandLineTests {
  /// The checkout report saved in a fresh directory.
  let checkout = Fixture.sendsReceipt()

  /// A fresh directory holding the checkout recording; returns the
  /// directory and the recording's path.
  func recordings() throws -> (URL, String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-tui-cli-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return (directory, try Program.save(checkout, in: directory, name: "checkout"))
  }

  var basePath: String { FileManager.default.currentDirectoryPath }

  @Test func `without a terminal it prints the plain report and exits 1 for a failure`() throws {
    let (directory, recording) = try recordings()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Program.run([recording], environment: ["NO_COLOR": ""])
    #expect(result.status == 1)
    #expect(result.output == checkout.plainText(PlainTextOptions(basePath: basePath)))
    #expect(result.error.isEmpty)
  }

  @Test func `a passing recording exits 0`() throws {
    let report = Fixture.passing()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-tui-cli-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let recording = try Program.save(report, in: directory, name: "passing")
    let result = try Program.run(["--plain", recording])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("dobby: verification passed"))
  }

  @Test(arguments: [ReportFormat.github, .junit, .json])
  func `--format prints the report in that format`(format: ReportFormat) throws {
    let (directory, recording) = try recordings()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Program.run(["--format", format.rawValue, recording])
    #expect(result.status == 1)
    let expected = checkout.rendered(
      as: format, options: PlainTextOptions(basePath: basePath))
    #expect(result.output == expected)
  }

  @Test func `--ascii prints ASCII glyphs`() throws {
    let (directory, recording) = try recordings()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Program.run(["--ascii", recording])
    #expect(result.output.contains("#1      Order(id: 1, item~ 🍣\", note: \"ok\") +E1"))
    #expect(!result.output.contains("✓"))
  }

  @Test func `with no argument it prints the newest recording under DOBBY_RECORDINGS`() throws {
    let (directory, _) = try recordings()
    defer { try? FileManager.default.removeItem(at: directory) }
    let older = directory.appendingPathComponent("older.dobby.jsonl")
    try Fixture.passing().save(to: older)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: older.path)
    let result = try Program.run([], environment: ["DOBBY_RECORDINGS": directory.path])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("dobby: CheckoutTests.sendsReceipt FAILED"))
    #expect(!result.output.contains("verification passed"))
  }

  @Test func `bad input is one line on standard error and exit status 2`() throws {
    let (directory, _) = try recordings()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.dobby.jsonl").path
    let cases: [([String], [String: String], String)] = [
      (["--bogus"], [:], "dobby-tui: unknown option '--bogus' (see dobby-tui --help)\n"),
      ([missing], [:], "dobby-tui: \(missing): no such file or directory\n"),
      (
        [], ["DOBBY_RECORDINGS": missing],
        "dobby-tui: no recordings: \(missing) does not exist (set DOBBY_RECORDINGS or pass a FILE)\n"
      ),
      (
        ["--demo"], ["DOBBY_RECORDINGS": "/proc/dobby-nope"],
        "dobby-tui: --demo: /proc/dobby-nope: cannot write: cannot create /proc/dobby-nope: "
          + "No such file or directory\n"
      ),
    ]
    for (arguments, environment, message) in cases {
      let result = try Program.run(arguments, environment: environment)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.error == message)
      #expect(result.output.isEmpty)
    }
  }

  @Test func `a malformed recording is the reader's one line and exit status 2`() throws {
    let (directory, _) = try recordings()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("broken.dobby.jsonl")
    try Data("not json\n".utf8).write(to: broken)
    let result = try Program.run([broken.path])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("dobby-tui: \(broken.path):1: "))
    #expect(result.error.filter { $0 == "\n" }.count == 1)
    #expect(result.output.isEmpty)
  }

  @Test func `--help and --version print and exit 0`() throws {
    let help = try Program.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: dobby-tui [FILE | DIR]... [options]"))
    let version = try Program.run(["--version"])
    #expect(
      version.status == 0 && version.output == "dobby-tui \(RecordingFormat.libraryVersion)\n")
  }
}

extension CommandLineTests {
  @Test func `--demo records the demo's most instructive scenario and opens it`() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-tui-demo-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Program.run(
      ["--demo", "--plain"], environment: ["DOBBY_RECORDINGS": directory.path])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "dobby: CheckoutTests.chargesOrderCurrency FAILED (nice, ordered) - 7 interactions"))
    #expect(result.output.contains("    .0.currency  expected: \"EUR\""))
    let saved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(saved.count == 1)
    #expect(saved.first?.hasPrefix("CheckoutTests.chargesOrderCurrency-") == true)
  }
}

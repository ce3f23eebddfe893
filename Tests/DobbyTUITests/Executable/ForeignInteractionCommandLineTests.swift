import DobbyCore
import DobbyRecording
import DobbyTUI
import DobbyTestSupport
import Foundation
import Testing

/// A saved recording with another test's interactions: the file holds what
/// the debugger needs to place them, and the plain report and `--diff`
/// read it as before.
struct ForeignInteractionCommandLineTests {
  let report = Fixture.sharedRecorder()

  @Test func `a saved recording places the other test's rows as the report does`() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url("shared.dobby.jsonl")
    try report.save(to: url)
    let read = ReportIndex(try VerificationReport(contentsOf: url))
    let keys: [Key] = [.character("g"), .character("j")]
    #expect(
      Screen.text(after: keys, report: read)
        == Screen.text(after: keys, report: ReportIndex(report)))
    #expect(read.foreignInteraction(atRow: read.allRowCount - 1)?.value == "3")
  }

  @Test func `--plain prints the warning and the verdict of the test's own steps`() throws {
    let directory = try TemporaryDirectory()
    let recording = try Program.save(
      report, in: URL(fileURLWithPath: directory.path), name: "shared")
    let result = try Program.run(["--plain", recording], environment: ["NO_COLOR": ""])
    #expect(result.status == 1)
    #expect(
      result.output
        == report.plainText(PlainTextOptions(basePath: FileManager.default.currentDirectoryPath)))
    #expect(
      result.output.contains(
        "DOBBY-W001 #2 payments(2) was recorded by test \"refund()\", running at the same time"))
  }

  @Test func `--diff of a run with another test's interactions against one without`() throws {
    let directory = try TemporaryDirectory()
    let base = URL(fileURLWithPath: directory.path)
    var alone = report
    alone.foreignInteractions = []
    let a = try Program.save(alone, in: base, name: "alone")
    let b = try Program.save(report, in: base, name: "shared")
    let result = try Program.run(["--diff", a, b, "--plain"])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.error.isEmpty)
  }
}

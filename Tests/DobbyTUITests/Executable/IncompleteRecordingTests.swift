import DobbyCore
import DobbyRecording
import DobbyTUI
import DobbyTestSupport
import Foundation
import Testing

/// A recording cut short says where its file ends, in `--plain` and in the
/// debugger's header.
struct IncompleteRecordingTests {
  /// The checkout recording without its last line (the `verification`
  /// one), saved in `directory`; returns its path and how many lines it has.
  func cutRecording(in directory: TemporaryDirectory) throws -> (path: String, lines: Int) {
    let full = try directory.write([], to: "full.dobby.jsonl")
    try Fixture.sendsReceipt().save(to: full)
    let lines = try Data(contentsOf: full).split(separator: 0x0A).dropLast()
    let cut = try directory.write(Array(lines.map { $0 + [0x0A] }.joined()), to: "cut.dobby.jsonl")
    return (cut.path, lines.count)
  }

  @Test func `--plain says the recording is incomplete and where the file ends`() throws {
    let directory = try TemporaryDirectory()
    let (path, lines) = try cutRecording(in: directory)
    let result = try Program.run(["--plain", path])
    #expect(result.status == 1)
    let first = result.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first == "dobby: CheckoutTests.sendsReceipt FAILED (strict, ordered) "
        + "(incomplete: the file ends at line \(lines)) - 3 interactions from 2 recorders, "
        + "3 expectations, 4 mismatches")
  }

  @Test func `the debugger's header says where the file ends`() throws {
    let directory = try TemporaryDirectory()
    let (path, lines) = try cutRecording(in: directory)
    let report = try VerificationReport(contentsOf: URL(fileURLWithPath: path))
    let screen = Screen.text(size: Size(columns: 200, rows: 30), report: ReportIndex(report))
    let header = screen.split(separator: "\n")[0]
    #expect(header.contains("(incomplete: the file ends at line \(lines))"), "\(header)")
  }
}

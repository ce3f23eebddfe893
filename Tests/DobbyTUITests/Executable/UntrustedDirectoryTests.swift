import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// `dobby-tui --plain DIR` and `--format junit DIR` over files that lie or
/// are not recordings: CI never passes what it should not, and every
/// entry skipped is said.
struct UntrustedDirectoryTests {
  /// A directory holding a passing recording and one that failed but whose
  /// closing line was edited to say it passed.
  private func directoryWithALie() throws -> (TemporaryDirectory, lying: String) {
    let directory = try TemporaryDirectory()
    try Fixture.passing("A.ok").save(to: directory.url("a-ok.dobby.jsonl"))
    let url = directory.url("b-lying.dobby.jsonl")
    try Fixture.sendsReceipt().save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    try Data(text.replacingOccurrences(of: #""passed":false"#, with: #""passed":true"#).utf8)
      .write(to: url)
    return (directory, url.path)
  }

  @Test func `a recording that says it passed over its mismatches fails --plain`() throws {
    let (directory, lying) = try directoryWithALie()
    let result = try Program.run(["--plain", directory.path], environment: ["NO_COLOR": "1"])
    #expect(result.status == 2)
    let lines = try String(contentsOfFile: lying, encoding: .utf8).split(separator: "\n").count
    #expect(
      result.error
        == "dobby-tui: \(lying):\(lines): \"passed\" is true, but the recording holds 4 mismatches\n"
    )
    #expect(result.output.hasPrefix("dobby: A.ok passed"))
  }

  @Test func `JUnit does not count a lying recording as passed`() throws {
    let (directory, lying) = try directoryWithALie()
    let result = try Program.run(["--format", "junit", directory.path])
    #expect(result.status == 2)
    let lines = result.output.split(separator: "\n")
    #expect(lines[1] == #"<testsuites tests="2" failures="0" errors="1">"#)
    #expect(lines.contains { $0.contains(#"name="\#(lying)""#) })
    #expect(lines.count { $0.hasPrefix("      <error ") } == 1)
  }

  @Test func `a listing says each link, FIFO and device it skips on standard error`() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path
    try Fixture.passing("A.ok").save(to: directory.url("a-ok.dobby.jsonl"))
    #expect(symlink(path + "/a-ok.dobby.jsonl", path + "/link.dobby.jsonl") == 0)
    #expect(mkfifo(path + "/pipe.dobby.jsonl", 0o600) == 0)
    #expect(symlink("/dev/zero", path + "/zero.dobby.jsonl") == 0)
    #expect(symlink(path + "/loop.dobby.jsonl", path + "/loop.dobby.jsonl") == 0)
    let result = try Program.run(["--plain", path], environment: ["NO_COLOR": "1"])
    #expect(result.status == 0)
    let suffix = "; only regular files are read\n"
    #expect(
      result.error
        == "dobby-tui: \(path)/link.dobby.jsonl: skipped: a symbolic link to a regular file"
        + suffix
        + "dobby-tui: \(path)/loop.dobby.jsonl: skipped: a symbolic link loop" + suffix
        + "dobby-tui: \(path)/pipe.dobby.jsonl: skipped: a FIFO" + suffix
        + "dobby-tui: \(path)/zero.dobby.jsonl: skipped: a symbolic link to a character device"
        + suffix)
    #expect(result.output.hasPrefix("dobby: A.ok passed"))
  }
}

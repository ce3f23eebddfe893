import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// `dobby-tui DIR` and `dobby-tui A B C` with `--plain` or `--format`:
/// every recording reported, for CI.
struct SeveralRecordingsTests {
  var basePath: String { FileManager.default.currentDirectoryPath }

  /// A fresh directory holding `reports` saved as `name.dobby.jsonl`.
  func directory(_ reports: [(String, VerificationReport)]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for (name, report) in reports {
      try report.save(to: directory.url(name + ".dobby.jsonl"))
    }
    return directory
  }

  func options(_ path: String) -> PlainTextOptions {
    PlainTextOptions(basePath: basePath, recordingPath: path)
  }

  @Test func `a directory reports every recording in name order and exits 1 if any failed`()
    throws
  {
    let checkout = Fixture.sendsReceipt()
    let ok = Fixture.passing("NumberTests.one")
    let directory = try directory([("b-checkout", checkout), ("a-ok", ok)])
    let (first, second) = (
      directory.url("a-ok.dobby.jsonl"), directory.url("b-checkout.dobby.jsonl")
    )
    let result = try Program.run(["--plain", directory.path], environment: ["NO_COLOR": "1"])
    #expect(result.status == 1)
    #expect(result.error.isEmpty)
    #expect(
      result.output
        == ok.plainText(options(first.path)) + "\n" + checkout.plainText(options(second.path)))
  }

  @Test func `several passing files exit 0, reported in the order given`() throws {
    let directory = try directory([
      ("one", Fixture.passing("A.one")), ("two", Fixture.passing("A.two")),
    ])
    let (one, two) = (directory.url("one.dobby.jsonl").path, directory.url("two.dobby.jsonl").path)
    let result = try Program.run([two, one, "--plain"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        dobby: A.two passed (strict, ordered) - 1 interaction from 1 recorder, 1 expectation, 0 mismatches
        recording: \(two)
        inspect:   swift run dobby-tui \(two)

        dobby: A.one passed (strict, ordered) - 1 interaction from 1 recorder, 1 expectation, 0 mismatches
        recording: \(one)
        inspect:   swift run dobby-tui \(one)

        """)
  }

  @Test func `JUnit is one suite with a test case per recording and an error per unreadable one`()
    throws
  {
    let directory = try directory([
      ("one", Fixture.passing("A.one")), ("two", Fixture.passing("A.two")),
    ])
    let broken = try directory.write(Array("not json\n".utf8), to: "x-broken.dobby.jsonl").path
    let missing = directory.path + "/missing.dobby.jsonl"
    let result = try Program.run(["--format", "junit", directory.path, missing])
    #expect(result.status == 2)
    let (one, two) = (directory.url("one.dobby.jsonl").path, directory.url("two.dobby.jsonl").path)
    let brokenError = "\(broken):1: not JSON: unexpected character 'o' at column 2"
    #expect(
      result.error == """
        dobby-tui: \(brokenError)
        dobby-tui: \(missing): no such file or directory

        """)
    #expect(
      result.output == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites tests="4" failures="0" errors="2">
          <testsuite name="dobby" tests="4" failures="0" errors="2">
            <testcase classname="dobby" name="A.one" file="\(one)"/>
            <testcase classname="dobby" name="A.two" file="\(two)"/>
            <testcase classname="dobby" name="\(broken)" file="\(broken)">
              <error type="DOBBY-READ" message="\(brokenError.replacingOccurrences(of: "'", with: "&apos;"))"/>
            </testcase>
            <testcase classname="dobby" name="\(missing)" file="\(missing)">
              <error type="DOBBY-READ" message="\(missing): no such file or directory"/>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test func `JUnit counts the failed recordings`() throws {
    let directory = try directory([
      ("a", Fixture.sendsReceipt()), ("b", Fixture.passing("A.b")),
      ("c", Fixture.outOfOrder(at: .checkout)),
    ])
    let result = try Program.run(["--format", "junit", directory.path])
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n")
    #expect(lines[1] == #"<testsuites tests="3" failures="2">"#)
    #expect(lines[2] == #"  <testsuite name="dobby" tests="3" failures="2">"#)
    #expect(lines.count { $0.hasPrefix("    <testcase ") } == 3)
    #expect(lines.count { $0.hasPrefix("      <failure ") } == 2)
  }

  @Test func `JSON is one array holding each recording's document`() throws {
    let checkout = Fixture.sendsReceipt()
    let ok = Fixture.passing("A.b")
    let directory = try directory([("a", checkout), ("b", ok)])
    let result = try Program.run(["--format", "json", directory.path])
    #expect(result.status == 1)
    // As saved: a report recorded in this file carries its source lines.
    let saved = try ["a", "b"].map {
      try VerificationReport(contentsOf: directory.url($0 + ".dobby.jsonl").path)
    }
    let expected =
      "[\n" + saved[0].rendered(as: .json) + ",\n" + saved[1].rendered(as: .json) + "]\n"
    #expect(result.output == expected)
    let documents = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[Any]])
    #expect(documents.count == 2)
  }

  @Test func `github output reports each recording in turn`() throws {
    let directory = try directory([
      ("a", Fixture.sendsReceipt()), ("b", Fixture.outOfOrder(at: .checkout)),
    ])
    let result = try Program.run(["--format", "github", directory.path])
    #expect(result.status == 1)
    #expect(result.output.split(separator: "\n").count { $0.hasPrefix("::error ") } == 4 + 1)
    #expect(result.output.split(separator: "\n").count { $0.hasPrefix("::stop-commands::") } == 2)
  }

  @Test func `an empty directory among files is exit 2, the files still reported`() throws {
    let directory = try directory([("one", Fixture.passing("A.one"))])
    let empty = try TemporaryDirectory()
    let result = try Program.run(["--plain", empty.path, directory.url("one.dobby.jsonl").path])
    #expect(result.status == 2)
    #expect(
      result.error == "dobby-tui: \(empty.path): no recordings (*.dobby.jsonl) in the directory\n")
    #expect(result.output.hasPrefix("dobby: A.one passed"))
  }
}

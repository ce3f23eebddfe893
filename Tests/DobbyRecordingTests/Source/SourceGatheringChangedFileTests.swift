import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyCore
@testable import DobbyRecording

/// A recording opened where its files have been edited since it was made:
/// the code shown at a recorded line is the code that ran, and the file
/// is named changed.
struct SourceGatheringChangedFileTests {
  static let path = "/src/Tests/CheckoutTests.swift"
  static let fileLines = SourceGatheringTests.fileLines

  /// The checkout scenario as a recording carries it: lines 27 to 35 and
  /// 37 to 45 of a 60-line file.
  static func recorded(_ lines: [String] = fileLines) -> VerificationReport {
    Fixture.sendsReceipt(at: path).gatheringSource(root: "/src") { $0 == path ? lines : nil }
  }

  static func resolved(_ report: VerificationReport, file: [String]?) -> VerificationReport {
    report.resolvingSource(currentDirectory: nil) { $0 == path ? file : nil }
  }

  /// Whether the recording, opened where the file reads `file`, names
  /// the file changed.
  static func changed(_ recorded: VerificationReport = recorded(), file: [String]?) -> Bool {
    resolved(recorded, file: file).sourceChanged(path: path)
  }

  @Test func `a file edited above the recorded lines keeps them ahead of it`() {
    let edited = ["import Foundation"] + Self.fileLines
    #expect(Self.changed(file: edited))
    let report = Self.resolved(Self.recorded(), file: edited)
    let carried = report.sourceExcerpt(path: Self.path, line: 41, before: 1, after: 1)
    #expect(carried?.lines == ["let line40 = 40", "let line41 = 41", "let line42 = 42"])
    #expect(carried?.file == nil)
    // A line the recording did not carry comes from the file, as it is now.
    let now = report.sourceExcerpt(path: Self.path, line: 55, before: 0, after: 0)
    #expect(now?.lines == ["let line54 = 54"])
    #expect(now?.file == Self.path)
    #expect(report.sourceFile(path: Self.path) == Self.path)
  }

  @Test func `an unedited file is read whole and not named changed`() {
    #expect(!Self.changed(file: Self.fileLines))
    let report = Self.resolved(Self.recorded(), file: Self.fileLines)
    #expect(report.source.changedFiles.isEmpty)
    let excerpt = report.sourceExcerpt(path: Self.path, line: 41, before: 0, after: 0)
    #expect(excerpt?.file == Self.path)
    #expect(report.sourceSnippets.map(\.file) == [Self.path])
  }

  @Test func `lines the recording cut are compared as it cut them`() {
    let long = Self.fileLines.map { $0 + String(repeating: " ", count: 200) + "// long" }
    let recorded = Self.recorded(long)
    #expect(recorded.sourceSnippets.allSatisfy { $0.lines.allSatisfy { $0.hasSuffix("…") } })
    #expect(!Self.changed(recorded, file: long))
    // Past the cut, an edit is not seen: the recording does not know those
    // characters.
    let tail = long.map { $0.replacing("// long", with: "// edited") }
    #expect(!Self.changed(recorded, file: tail))
  }

  @Test func `only the carried lines are compared: an edit elsewhere, or a shorter file`() {
    var below = Self.fileLines
    below[55] = "let line56 = 0"
    #expect(!Self.changed(file: below))
    var inside = Self.fileLines
    inside[40] = "let line41 = 0"
    #expect(Self.changed(file: inside))
    let shorter = Array(Self.fileLines.prefix(43))
    #expect(Self.changed(file: shorter))
  }

  @Test func `a file gone keeps the carried lines, named neither found nor changed`() {
    #expect(!Self.changed(file: nil))
    let report = Self.resolved(Self.recorded(), file: nil)
    #expect(report.sourceFile(path: Self.path) == nil)
    #expect(report.sourceSnippets.map(\.firstLine) == [27, 37])
  }

  @Test func `the plain text shows the code that ran at the first divergence's caller`() {
    var report = Fixture.sendsReceipt(at: Self.path)
    var timeline = report.timeline
    timeline[1].caller = Caller(
      function: "Mailer.sendReceipt()",
      callSite: CallSite(fileID: "Shop/Mailer.swift", filePath: Self.path, line: 41, column: 1))
    report.timeline = timeline
    let recorded = report.gatheringSource(root: "/src") { _ in Self.fileLines }
    let edited = Self.resolved(recorded, file: ["import Foundation"] + Self.fileLines)
    let text = edited.plainText(PlainTextOptions(basePath: "/src"))
    #expect(text.contains("    41 | let line41 = 41\n"))
    #expect(!text.contains("    41 | let line40 = 40"))
  }

  @Test func `a recorded line is found where it stands now, the nearest where it repeats`() {
    let below = Self.resolved(Self.recorded(), file: ["import A", "import B"] + Self.fileLines)
    #expect(below.lineNow(path: Self.path, line: 41) == 43)
    #expect(below.lineNow(path: Self.path, line: 27) == 29)
    let above = Self.resolved(Self.recorded(), file: Array(Self.fileLines.dropFirst(3)))
    #expect(above.lineNow(path: Self.path, line: 41) == 38)
    // The same text twice: the nearer copy, the earlier of two as near.
    var twice = Self.fileLines
    twice[0] = "let line41 = 41"
    twice.insert("// moved", at: 10)
    #expect(Self.resolved(Self.recorded(), file: twice).lineNow(path: Self.path, line: 41) == 42)
    var both = Self.fileLines
    both[38] = "let line41 = 41"
    both[40] = "let line41 = 0"
    both[42] = "let line41 = 41"
    #expect(Self.resolved(Self.recorded(), file: both).lineNow(path: Self.path, line: 41) == 39)
  }

  @Test func `no line now: the file unedited, the line itself edited, or not carried`() {
    #expect(
      Self.resolved(Self.recorded(), file: Self.fileLines).lineNow(path: Self.path, line: 41)
        == nil)
    var edited = ["import A"] + Self.fileLines
    edited[41] = "let line41 = 0"
    let report = Self.resolved(Self.recorded(), file: edited)
    #expect(report.sourceChanged(path: Self.path))
    #expect(report.lineNow(path: Self.path, line: 41) == nil)
    #expect(report.lineNow(path: Self.path, line: 40) == 41)
    #expect(report.lineNow(path: Self.path, line: 55) == nil)
    // Past the reach, a line is not looked for.
    let far = Array(repeating: "", count: VerificationReport.lineNowReach + 1) + Self.fileLines
    #expect(Self.resolved(Self.recorded(), file: far).lineNow(path: Self.path, line: 41) == nil)
  }

  @Test func `a saved recording reopened after an edit shows the code that ran`() throws {
    let directory = try TemporaryDirectory()
    let source = directory.url("CheckoutTests.swift")
    func write(_ lines: [String]) throws {
      try (lines.joined(separator: "\n") + "\n").write(
        to: source, atomically: true, encoding: .utf8)
    }
    try write(Self.fileLines)
    let url = directory.url("checkout.dobby.jsonl")
    try Fixture.sendsReceipt(at: source.path).save(to: url)
    var edited = Self.fileLines
    edited.insert("// a new first line", at: 0)
    try write(edited)
    let report = try VerificationReport(contentsOf: url)
      .resolvingSource(currentDirectory: directory.path)
    let changed = report.sourceChanged(path: source.path)
    #expect(changed)
    #expect(
      report.sourceExcerpt(path: source.path, line: 41, before: 0, after: 0)?.lines == [
        "let line41 = 41"
      ])
    #expect(report.sourceFile(path: source.path) == source.path)
  }
}

import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyCore
@testable import DobbyRecording

/// The snippets a recording carries, their bound, and where a reader finds
/// the files again.
struct SourceGatheringTests {
  static let fileLines = (1...60).map { "let line\($0) = \($0)" }

  @Test func `a recording keeps three lines around each location, merged per file`() throws {
    let path = "/src/Tests/CheckoutTests.swift"
    let snippets = SourceGathering.snippets(for: Fixture.sendsReceipt(at: path)) {
      $0 == path ? Self.fileLines : nil
    }
    // Expectations at 30, 31, 32 and interactions at 40, 41, 42.
    #expect(snippets.map(\.firstLine) == [27, 37])
    #expect(snippets.map(\.lines.count) == [9, 9])
    #expect(snippets[1].lines.first == "let line37 = 37")
    #expect(snippets.allSatisfy { $0.path == path && $0.file == nil })
  }

  @Test func `the snippets are bounded in lines and in line length`() {
    var report = Fixture.synthetic(count: 2_000, lanes: 2, mismatchEvery: 10_000)
    var timeline = report.timeline
    for index in timeline.indices {
      // Every step at its own line, 100 lines apart: more than the bound.
      timeline[index].callSite = CallSite(
        fileID: "Big/Big.swift", filePath: "/src/Big.swift", line: 1 + index * 100, column: 1)
    }
    report.timeline = timeline
    let long = String(repeating: "x", count: 1_000)
    let snippets = SourceGathering.snippets(for: report) { _ in
      Array(repeating: long, count: 200_000)
    }
    let lines = snippets.reduce(0) { $0 + $1.lines.count }
    #expect(lines <= SourceGathering.maxLines)
    #expect(lines > SourceGathering.maxLines - 7)
    #expect(
      snippets.allSatisfy { $0.lines.allSatisfy { $0.count == SourceGathering.maxLineLength } })
    #expect(snippets[0].lines[0].hasSuffix("…"))
  }

  @Test func `a file is found at its path, under the current directory, or under the root`() {
    #expect(
      SourceGathering.candidates(
        for: "/ci/build/Sources/A.swift", root: "/ci/build", currentDirectory: "/home/me/pkg")
        == ["/ci/build/Sources/A.swift", "/home/me/pkg/Sources/A.swift"])
    #expect(
      SourceGathering.candidates(
        for: "/elsewhere/A.swift", root: "/ci/build", currentDirectory: "/home/me/pkg")
        == ["/elsewhere/A.swift"])
    #expect(
      SourceGathering.candidates(
        for: "Sources/A.swift", root: "/ci/build", currentDirectory: "/pkg")
        == ["/pkg/Sources/A.swift", "/ci/build/Sources/A.swift"])
    #expect(SourceGathering.candidates(for: "", root: nil, currentDirectory: "/pkg") == [])
  }

  @Test func `snippets and the root survive a save, and the file is read again where it is`()
    throws
  {
    let directory = try TemporaryDirectory()
    let source = directory.url("CheckoutTests.swift")
    try (Self.fileLines.joined(separator: "\n") + "\n").write(
      to: source, atomically: true, encoding: .utf8)
    let report = Fixture.sendsReceipt(at: source.path)
    let url = directory.url("checkout.dobby.jsonl")
    try report.save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(#"{"kind":"source","path":"\#(source.path)","line":27,"lines":["#))
    let loaded = try VerificationReport(contentsOf: url)
    #expect(loaded.sourceSnippets.map(\.firstLine) == [27, 37])
    #expect(loaded.sourceRoot != nil)
    #expect(
      loaded.sourceExcerpt(path: source.path, line: 41, before: 1, after: 1)?.lines == [
        "let line40 = 40", "let line41 = 41", "let line42 = 42",
      ])
    // Where the file is, the whole of it is read; gone, the snippets stay.
    let resolved = loaded.resolvingSource(currentDirectory: directory.path)
    #expect(resolved.sourceFile(path: source.path) == source.path)
    #expect(resolved.sourceExcerpt(path: source.path, line: 55, before: 0, after: 0) != nil)
    try FileManager.default.removeItem(at: source)
    let gone = loaded.resolvingSource(currentDirectory: directory.path)
    #expect(gone.sourceFile(path: source.path) == nil)
    #expect(gone.sourceSnippets.map(\.firstLine) == [27, 37])
  }

  @Test func `a recording without source lines opens with none`() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url("old.dobby.jsonl")
    try Fixture.sendsReceipt().save(to: url)
    let loaded = try VerificationReport(contentsOf: url)
    #expect(loaded.sourceSnippets.isEmpty)
  }

  @Test(arguments: [
    (#"{"kind":"source","path":"a","line":0,"lines":["x"]}"#, "line"),
    (#"{"kind":"source","path":"a","line":1,"lines":[1]}"#, "lines[0]"),
    (#"{"kind":"source","line":1,"lines":["x"]}"#, "path"),
  ])
  func `a broken source line is a one-line error naming the line`(line: String, field: String)
    throws
  {
    let directory = try TemporaryDirectory()
    let url = directory.url("broken.dobby.jsonl")
    try Fixture.sendsReceipt().save(to: url)
    var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    lines.insert(line, at: 1)
    try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    let error = #expect(throws: RecordingFileError.self) {
      try VerificationReport(contentsOf: url)
    }
    let message = error?.description ?? ""
    #expect(message.contains(":2:"))
    #expect(message.contains("source." + field) || message.contains(field))
    #expect(!message.contains("\n"))
  }
}

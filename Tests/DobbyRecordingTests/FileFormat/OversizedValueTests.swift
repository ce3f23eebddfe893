import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// What is too large for a recording's line is saved elided, as the
/// report shows it, never dropped.
struct OversizedValueTests {
  private func roundTrip(_ report: VerificationReport) throws -> VerificationReport {
    let directory = try TemporaryDirectory()
    let url = directory.url("report.dobby.jsonl")
    try report.save(to: url)
    let longest = try Data(contentsOf: url).split(separator: 0x0A).map(\.count).max() ?? 0
    #expect(longest <= RecordingFormat.maxLineBytes)
    return try VerificationReport(contentsOf: url)
  }

  @Test func `a cube of numbers is saved and loads back`() throws {
    let cubes = Recorder<[[[Int]]]>(name: "cubes")
    cubes.record(Array(repeating: Array(repeating: Array(0..<100), count: 100), count: 100))
    let pattern = Pattern()
    pattern.expect(equals([[[1]]]), in: cubes)
    let report = pattern.check()
    let loaded = try roundTrip(report)
    #expect(loaded.timeline[0].value == report.timeline[0].value)
    #expect(loaded.timeline[0].summary == report.timeline[0].summary)
  }

  @Test func `a value too large for a line is saved elided`() throws {
    // 3,000 strings of 1,000 controls, each escaped in six bytes: 18 MB.
    let text = String(repeating: "\u{1}", count: 1_000)
    let tree = ValueTree(
      kind: .collection, typeName: "Array<String>",
      children: (0..<3_000).map { _ in
        ValueTree.Child(label: nil, value: ValueTree(kind: .string, typeName: "String", text: text))
      })
    let report = Fixture.holding(tree, title: "large", recorder: "texts")
    let loaded = try roundTrip(report)
    let value = loaded.timeline[0].value
    #expect(value.children.count + value.elided == 3_000)
    #expect(value.children[0].value.elided > 0)
    // Read back from the tree as saved: its head is the report's.
    #expect(loaded.timeline[0].summary.prefix(30) == report.timeline[0].summary.prefix(30))
  }

  @Test func `a 50 MB recorder name and title are elided in the text and the recording`() throws {
    let huge = String(repeating: "n", count: 50 << 20)
    let result = try #require(
      Deadline.run(seconds: 60) {
        let recorder = Recorder<Int>(name: huge)
        recorder.record(1)
        let pattern = Pattern(title: huge)
        pattern.expect(2, in: recorder)
        let report = pattern.check()
        return (report, report.plainText)
      })
    let (report, text) = result
    #expect(report.title.count < 1_100)
    #expect(report.recorders[0].name.count < 1_100)
    #expect(report.title.hasPrefix("nnnn") && report.title.contains("…(524278"))
    #expect(text.utf8.count < 20_000)
    let loaded = try roundTrip(report)
    #expect(loaded.title == report.title)
    #expect(loaded.recorders == report.recorders)
  }
}

import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// A recording's summary, read from the ends of its file, agrees with the
/// whole file.
struct RecordingSummaryTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func saved(_ report: VerificationReport, _ name: String) throws -> URL {
    let url = directory.url(name + ".dobby.jsonl")
    try report.save(to: url)
    return url
  }

  @Test func `a small recording's summary is what the whole file says`() throws {
    let report = Fixture.paysThenMails()
    let summary = try RecordingSummary(contentsOf: try saved(report, "small"))
    #expect(summary.title == report.title)
    #expect(summary.interactionCount == report.timeline.count)
    #expect(summary.passed == false)
    let first = report.mismatches.min {
      ($0.step?.index ?? .max) < ($1.step?.index ?? .max)
    }
    #expect(summary.firstMismatch == first?.kind)
  }

  @Test func `a large recording's summary comes from its ends`() throws {
    let report = Fixture.synthetic(count: 30_000, lanes: 3, mismatchEvery: 700)
    let url = try saved(report, "large")
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    #expect(size > 2 << 20)
    let summary = try RecordingSummary(contentsOf: url)
    #expect(summary.title == "BigTests.million")
    #expect(summary.interactionCount == 30_000)
    #expect(summary.firstMismatch == .unexpected)
    #expect(summary.passed == false)
  }

  @Test func `mismatches past the first read are read with a second, longer one`() throws {
    let report = Fixture.synthetic(count: 30_000, lanes: 3, mismatchEvery: 20)
    let url = try saved(report, "many")
    let bytes = try Data(contentsOf: url)
    let firstInteraction = try #require(bytes.firstRange(of: Data(#"{"kind":"interaction""#.utf8)))
    let mismatchesEnd = bytes.distance(from: bytes.startIndex, to: firstInteraction.lowerBound)
    #expect(mismatchesEnd > 64 << 10 && mismatchesEnd < 1 << 20, "\(mismatchesEnd)")
    let summary = try RecordingSummary(contentsOf: url)
    #expect(summary.interactionCount == 30_000)
    #expect(summary.firstMismatch == .unexpected)
    #expect(summary.passed == false)
  }

  @Test func `a passing recording says so`() throws {
    let report = Fixture.synthetic(count: 5_000, mismatchEvery: 10_000)
    #expect(report.passed)
    let summary = try RecordingSummary(contentsOf: try saved(report, "passing"))
    #expect(summary.passed == true)
    #expect(summary.firstMismatch == nil)
  }

  @Test func `a recording cut short has no outcome`() throws {
    let report = Fixture.synthetic(count: 30_000, lanes: 3, mismatchEvery: 700)
    let whole = try Data(contentsOf: try saved(report, "whole"))
    let cut = try directory.write(Array(whole.prefix(whole.count - 300)), to: "cut.dobby.jsonl")
    let summary = try RecordingSummary(contentsOf: cut)
    #expect(summary.passed == nil)
    #expect(summary.interactionCount == 30_000)
  }

  @Test func `a file that is not a recording fails with one line naming it`() throws {
    let url = try directory.write(Array("{}\n".utf8), to: "bad.dobby.jsonl")
    #expect {
      _ = try RecordingSummary(contentsOf: url)
    } throws: { error in
      "\(error)".contains("bad.dobby.jsonl") && !"\(error)".contains("\n")
    }
  }
}

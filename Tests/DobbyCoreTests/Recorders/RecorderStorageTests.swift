import DobbyCore
import Testing

/// The recorder's chunked, run-length-coded storage, seen through the
/// public API: order, values, call sites and cuts across chunk boundaries.
struct RecorderStorageTests {
  /// Records `0..<count`, alternating between two call sites every `run`
  /// records.
  private func record(_ count: Int, runsOf run: Int, into recorder: Recorder<Int>) {
    for value in 0..<count {
      if (value / run).isMultiple(of: 2) {
        recorder.record(value, fileID: "A/a.swift", filePath: "/a.swift", line: 1, column: 1)
      } else {
        recorder.record(value, fileID: "B/b.swift", filePath: "/b.swift", line: 2, column: 2)
      }
    }
  }

  @Test(arguments: [1, 7, 1_024, 5_000])
  func `values and call sites survive chunk boundaries`(run: Int) {
    let recorder = Recorder<Int>()
    record(3_000, runsOf: run, into: recorder)
    #expect(recorder.count == 3_000)
    #expect(recorder.values == Array(0..<3_000))
    let interactions = recorder.interactions
    let stamps = interactions.map(\.timestamp)
    #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
    for (value, interaction) in interactions.enumerated() {
      let line = (value / run).isMultiple(of: 2) ? 1 : 2
      #expect(interaction.callSite.line == line)
    }
  }

  @Test(arguments: [0, 1, 16, 17, 1_023, 1_024, 1_025, 2_999])
  func `a snapshot cut anywhere keeps exactly the entries up to it`(kept: Int) {
    let recorder = Recorder<Int>()
    record(kept, runsOf: 3, into: recorder)
    let cut = LogicalClock.now
    record(3_000 - kept, runsOf: 5, into: recorder)
    let snapshot = recorder.snapshot(through: cut)
    #expect(snapshot.values == Array(0..<kept))
    #expect(snapshot.interactions.count == kept)
    #expect(snapshot.interactions.allSatisfy { $0.timestamp <= cut })
    #expect(
      snapshot.interactions.map(\.callSite)
        == Array(recorder.interactions.prefix(kept)).map(\.callSite))
  }

  @Test func `reset forgets entries and call sites`() {
    let recorder = Recorder<Int>()
    record(2_000, runsOf: 2, into: recorder)
    recorder.reset()
    #expect(recorder.count == 0)
    #expect(recorder.interactions.isEmpty)
    recorder.record(9, fileID: "C/c.swift", filePath: "/c.swift", line: 3, column: 4)
    #expect(recorder.values == [9])
    #expect(recorder.interactions.map(\.callSite.description) == ["C/c.swift:3:4"])
  }

  @Test func `a pattern replays a recorder across chunk boundaries`() {
    let recorder = Recorder<Int>()
    record(2_500, runsOf: 100, into: recorder)
    let pattern = Pattern()
    for value in 0..<2_500 { pattern.expect(value, in: recorder) }
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.timeline.map(\.index) == Array(0..<2_500))
    #expect(report.timeline[150].callSite.line == 2)
    #expect(report.timeline[250].callSite.line == 1)
  }
}

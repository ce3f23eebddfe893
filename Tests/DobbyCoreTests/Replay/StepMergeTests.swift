import DobbyTestSupport
import Testing

@testable import DobbyCore

/// The replay's own k-way merge must order steps exactly as the timeline's
/// merge does, ties included.
struct StepMergeTests {
  @Test func `empty lanes merge to nothing`() {
    let merged = StepMerge.merge([[], [], []])
    #expect(merged.lane.isEmpty)
    #expect(merged.index.isEmpty)
  }

  @Test func `equal timestamps merge in lane order`() {
    let merged = StepMerge.merge([[5, 9], [5], [1, 5]])
    #expect(merged.lane == [2, 0, 1, 2, 0])
    #expect(merged.index == [0, 0, 0, 1, 1])
  }

  @Test(arguments: 0..<30)
  func `merge matches the timeline's merge on random lanes with ties`(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let laneCount = Int.random(in: 1...40, using: &random)
    var lanes = Array(repeating: [UInt64](), count: laneCount)
    var tick: UInt64 = 0
    for _ in 0..<Int.random(in: 0...1_500, using: &random) {
      // Ticks repeat now and then, as only a user's recorder would make them.
      if Bool.random(using: &random) { tick += UInt64.random(in: 1...3, using: &random) }
      lanes[Int.random(in: 0..<laneCount, using: &random)].append(tick)
    }
    let merged = StepMerge.merge(lanes)
    var expected = MergeIterator(counts: lanes.map(\.count)) { lanes[$0][$1] }
    var steps: [(Int32, Int32)] = []
    while let (lane, index) = expected.next() { steps.append((Int32(lane), Int32(index))) }
    #expect(merged.lane == steps.map(\.0))
    #expect(merged.index == steps.map(\.1))
  }
}

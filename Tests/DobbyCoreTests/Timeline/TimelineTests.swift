import DobbyTestSupport
import Testing

@testable import DobbyCore

struct TimelineTests {
  @Test func `an empty timeline yields nothing`() {
    #expect(Array(Timeline(lanes: [])).isEmpty)
    #expect(Array(Timeline(lanes: [[], []])).isEmpty)
  }

  @Test func `merges k recorders in tick order`() {
    let a = Recorder<Int>(name: "a")
    let b = Recorder<Int>(name: "b")
    a.record(1)
    b.record(2)
    b.record(3)
    a.record(4)
    let steps = Array(Timeline([a, b]))
    #expect(steps.map(\.lane) == [0, 1, 1, 0])
    #expect(steps.map(\.index) == [0, 0, 1, 1])
  }

  @Test func `equal timestamps merge in lane order`() {
    let site = CallSite()
    let lanes = [5, 5, 5].map { [Interaction(timestamp: UInt64($0), callSite: site)] }
    #expect(Array(Timeline(lanes: lanes)).map(\.lane) == [0, 1, 2])
  }

  @Test(arguments: 0..<40)
  func `merge equals a full sort for random interleavings of 1 to 64 recorders`(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let laneCount = Int.random(in: 1...64, using: &random)
    let total = Int.random(in: 0...2_000, using: &random)
    var lanes = Array(repeating: [Interaction](), count: laneCount)
    let site = CallSite()
    for tick in 0..<total {
      // Timestamps with gaps, never decreasing within a lane.
      lanes[Int.random(in: 0..<laneCount, using: &random)].append(
        Interaction(timestamp: UInt64(tick * 3 + 1), callSite: site))
    }
    let merged = Array(Timeline(lanes: lanes))
    let sorted = lanes.enumerated().flatMap { lane, list in
      list.enumerated().map { (lane: lane, index: $0.offset, timestamp: $0.element.timestamp) }
    }.sorted { $0.timestamp < $1.timestamp }
    #expect(merged.count == total)
    #expect(merged.map(\.lane) == sorted.map(\.lane))
    #expect(merged.map(\.index) == sorted.map(\.index))
    #expect(merged.map(\.interaction.timestamp) == sorted.map(\.timestamp))
  }

  @Test func `the heap keeps its order through replacements and removals`() {
    var random = SeededGenerator(seed: 7)
    var heap = MergeHeap(
      (0..<50).map {
        MergeHeap.Head(timestamp: UInt64.random(in: 0...20, using: &random), lane: $0)
      })
    heap._checkInvariants()
    var popped: [MergeHeap.Head] = []
    while let minimum = heap.minimum {
      popped.append(minimum)
      if popped.count.isMultiple(of: 3) {
        heap.removeMinimum()
      } else {
        heap.replaceMinimum(with: .init(timestamp: minimum.timestamp + 5, lane: minimum.lane))
        if minimum.timestamp > 60 { heap.removeMinimum() }
      }
      heap._checkInvariants()
    }
    #expect(zip(popped, popped.dropFirst()).allSatisfy { !($1 < $0) })
  }
}

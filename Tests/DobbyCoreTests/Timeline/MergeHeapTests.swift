import DobbyTestSupport
import Testing

@testable import DobbyCore

/// The one merge heap under both `Timeline` and the replay's steps: ties go
/// to the lower lane, empty lanes take no part, and the order holds after
/// every change.
struct MergeHeapTests {
  @Test func `equal timestamps pop in lane order whatever order the heads come in`() {
    let lanes = [6, 2, 9, 0, 4, 7, 1, 8, 3, 5]
    var heap = MergeHeap(lanes.map { MergeHeap.Head(timestamp: 3, lane: $0) })
    heap._checkInvariants()
    var popped: [Int] = []
    while let minimum = heap.minimum {
      popped.append(minimum.lane)
      heap.removeMinimum()
      heap._checkInvariants()
    }
    #expect(popped == Array(0..<10))
    #expect(heap.isEmpty)
  }

  @Test func `a replaced head goes behind the lower lanes of its timestamp`() {
    var heap = MergeHeap([
      .init(timestamp: 1, lane: 2), .init(timestamp: 4, lane: 0), .init(timestamp: 4, lane: 3),
    ])
    #expect(heap.minimum == .init(timestamp: 1, lane: 2))
    heap.replaceMinimum(with: .init(timestamp: 4, lane: 2))
    heap._checkInvariants()
    var popped: [MergeHeap.Head] = []
    while let minimum = heap.minimum {
      popped.append(minimum)
      heap.removeMinimum()
    }
    #expect(popped.map(\.lane) == [0, 2, 3])
    #expect(popped.allSatisfy { $0.timestamp == 4 })
  }

  @Test func `a heap of no heads or one head`() {
    let empty = MergeHeap([])
    empty._checkInvariants()
    #expect(empty.isEmpty)
    #expect(empty.minimum == nil)
    var one = MergeHeap([.init(timestamp: 9, lane: 5)])
    one.replaceMinimum(with: .init(timestamp: 12, lane: 5))
    #expect(one.minimum == .init(timestamp: 12, lane: 5))
    one.removeMinimum()
    #expect(one.isEmpty)
  }

  @Test func `the merge skips empty lanes, at the ends and between`() {
    let lanes: [[UInt64]] = [[], [2, 2, 7], [], [], [2, 5], [], [1], []]
    var merge = MergeIterator(counts: lanes.map(\.count)) { lanes[$0][$1] }
    var steps: [[Int]] = []
    while let (lane, index) = merge.next() { steps.append([lane, index]) }
    #expect(steps == [[6, 0], [1, 0], [1, 1], [4, 0], [4, 1], [1, 2]])
    #expect(merge.next().map { [$0.0, $0.1] } == nil)
    #expect(StepMerge.merge(lanes).lane == steps.map { Int32($0[0]) })
    #expect(StepMerge.merge(lanes).index == steps.map { Int32($0[1]) })
  }

  @Test(arguments: [1, 2, 3, 7, 8, 64])
  func `a copy of the heap keeps its own heads`(laneCount: Int) throws {
    var random = SeededGenerator(seed: UInt64(laneCount))
    var heap = MergeHeap(
      (0..<laneCount).map {
        MergeHeap.Head(timestamp: UInt64.random(in: 0...4, using: &random), lane: $0)
      })
    let copy = heap
    let minimum = try #require(heap.minimum)
    heap.replaceMinimum(with: .init(timestamp: minimum.timestamp + 100, lane: minimum.lane))
    heap._checkInvariants()
    copy._checkInvariants()
    #expect(copy.minimum == minimum)
    #expect(copy.storage.count == laneCount)
    #expect(heap.storage.count == laneCount)
    #expect(heap.minimum != minimum)
  }
}

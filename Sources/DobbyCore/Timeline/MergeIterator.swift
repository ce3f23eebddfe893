/// The k-way merge itself, over lanes of timestamps read through a
/// closure: yields `(lane, index)` pairs in timestamp order.
struct MergeIterator: IteratorProtocol {
  private var heap: MergeHeap
  private var positions: [Int]
  private let counts: [Int]
  private let timestamp: (Int, Int) -> UInt64

  /// - Parameters:
  ///   - counts: The number of elements of each lane.
  ///   - timestamp: The timestamp of element `index` of lane `lane`.
  init(counts: [Int], timestamp: @escaping (_ lane: Int, _ index: Int) -> UInt64) {
    self.counts = counts
    self.timestamp = timestamp
    positions = Array(repeating: 0, count: counts.count)
    heap = MergeHeap(
      counts.indices.filter { counts[$0] > 0 }.map {
        MergeHeap.Head(timestamp: timestamp($0, 0), lane: $0)
      })
  }

  mutating func next() -> (Int, Int)? {
    guard let head = heap.minimum else { return nil }
    let lane = head.lane
    let index = positions[lane]
    positions[lane] = index + 1
    if index + 1 < counts[lane] {
      heap.replaceMinimum(with: MergeHeap.Head(timestamp: timestamp(lane, index + 1), lane: lane))
    } else {
      heap.removeMinimum()
    }
    return (lane, index)
  }
}

/// The merged timeline of a replay: the lane and index within the lane of
/// each step, by the k-way merge of the lanes' timestamps that
/// ``Timeline`` runs (``MergeIterator`` over ``MergeHeap``; ties, which
/// only a user-written recorder can produce, go to the lower lane).
///
/// - Complexity: O(n log k) for n interactions in k lanes.
enum StepMerge {
  static func merge(_ lanes: [[UInt64]]) -> (lane: [Int32], index: [Int32]) {
    let total = lanes.reduce(0) { $0 + $1.count }
    precondition(
      total <= Int32.max && lanes.count <= Int32.max,
      "a replay numbers steps in Int32: \(total) interactions in \(lanes.count) lanes are too many")
    // An empty replay makes no arrays: `Array(unsafeUninitializedCapacity: 0)`
    // writes its count into the runtime's shared empty-array storage, which
    // the thread sanitizer reports as a race between two checks.
    guard total > 0 else { return ([], []) }
    // One lane is its own timeline.
    if lanes.count == 1 {
      return (Array(repeating: 0, count: total), [Int32](positions: total))
    }
    var merge = MergeIterator(counts: lanes.map(\.count)) { lanes[$0][$1] }
    var stepIndex: [Int32] = []
    // Every lane and index fits in an Int32, as the counts do.
    let stepLane = [Int32](unsafeUninitializedCapacity: total) { stepLane, laneCount in
      stepIndex = [Int32](unsafeUninitializedCapacity: total) { stepIndex, indexCount in
        for step in 0..<total {
          let (lane, index) = merge.next()!
          stepLane.initializeElement(at: step, to: Int32(truncatingIfNeeded: lane))
          stepIndex.initializeElement(at: step, to: Int32(truncatingIfNeeded: index))
        }
        indexCount = total
      }
      laneCount = total
    }
    return (stepLane, stepIndex)
  }
}

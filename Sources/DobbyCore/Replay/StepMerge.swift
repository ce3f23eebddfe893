/// The merged timeline of a replay: the lane and index within the lane of
/// each step, by a binary-heap k-way merge of the lanes' timestamps.
///
/// The same merge as ``MergeIterator`` (ties, which only a user-written
/// recorder can produce, go to the lower lane), written for the replay's
/// hot path: the lanes' timestamps are read from one flat array and the
/// heap lives in two plain buffers, so a step costs a few comparisons
/// rather than a closure call and a checked array mutation per level.
///
/// - Complexity: O(n log k) for n interactions in k lanes.
enum StepMerge {
  static func merge(_ lanes: [[UInt64]]) -> (lane: [Int32], index: [Int32]) {
    var timestamps: [UInt64] = []
    var start: [Int] = []
    var count: [Int] = []
    for lane in lanes {
      start.append(timestamps.count)
      count.append(lane.count)
      timestamps.append(contentsOf: lane)
    }
    let total = timestamps.count
    var stepLane = [Int32](repeating: 0, count: total)
    var stepIndex = [Int32](repeating: 0, count: total)
    var time: [UInt64] = []
    var lane: [Int32] = []
    for (index, n) in count.enumerated() where n > 0 {
      time.append(timestamps[start[index]])
      lane.append(Int32(index))
    }
    var position = [Int](repeating: 0, count: lanes.count)
    time.withUnsafeMutableBufferPointer { time in
      lane.withUnsafeMutableBufferPointer { lane in
        var size = time.count
        var node = size / 2 - 1
        while node >= 0 {
          siftDown(time, lane, from: node, size: size)
          node -= 1
        }
        for step in 0..<total {
          let head = Int(lane[0])
          let index = position[head]
          stepLane[step] = Int32(head)
          stepIndex[step] = Int32(index)
          position[head] = index + 1
          if index + 1 < count[head] {
            time[0] = timestamps[start[head] + index + 1]
          } else {
            size -= 1
            time[0] = time[size]
            lane[0] = lane[size]
          }
          siftDown(time, lane, from: 0, size: size)
        }
      }
    }
    return (stepLane, stepIndex)
  }

  /// Restores the heap order below `node` in the first `size` heads.
  @inline(__always)
  private static func siftDown(
    _ time: UnsafeMutableBufferPointer<UInt64>, _ lane: UnsafeMutableBufferPointer<Int32>,
    from node: Int, size: Int
  ) {
    @inline(__always) func less(_ a: Int, _ b: Int) -> Bool {
      time[a] != time[b] ? time[a] < time[b] : lane[a] < lane[b]
    }
    var parent = node
    while true {
      let left = 2 * parent + 1
      guard left < size else { return }
      let right = left + 1
      let smallest = right < size && less(right, left) ? right : left
      guard less(smallest, parent) else { return }
      time.swapAt(parent, smallest)
      lane.swapAt(parent, smallest)
      parent = smallest
    }
  }
}

/// A binary min-heap of lane heads for the k-way merge: each element is the
/// next timestamp of one lane.
///
/// Ties are broken explicitly by lane index (a heap is not stable), so equal
/// timestamps — which only a user-written recorder could produce — merge in
/// lane order, deterministically.
struct MergeHeap {
  struct Head: Equatable {
    var timestamp: UInt64
    var lane: Int

    @inline(__always)
    static func < (lhs: Head, rhs: Head) -> Bool {
      lhs.timestamp != rhs.timestamp ? lhs.timestamp < rhs.timestamp : lhs.lane < rhs.lane
    }
  }

  private(set) var storage: [Head] = []

  /// A heap of the given heads.
  ///
  /// - Complexity: O(k).
  init(_ heads: [Head]) {
    storage = heads
    var index = storage.count / 2 - 1
    while index >= 0 {
      siftDown(from: index)
      index -= 1
    }
  }

  var isEmpty: Bool { storage.isEmpty }

  /// The smallest head.
  ///
  /// - Complexity: O(1).
  var minimum: Head? { storage.first }

  /// Replaces the smallest head with `head` (the same lane's next element).
  ///
  /// - Complexity: O(log k).
  mutating func replaceMinimum(with head: Head) {
    storage[0] = head
    siftDown(from: 0)
  }

  /// Removes the smallest head (its lane is exhausted).
  ///
  /// - Complexity: O(log k).
  mutating func removeMinimum() {
    let last = storage.removeLast()
    guard !storage.isEmpty else { return }
    storage[0] = last
    siftDown(from: 0)
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    let count = storage.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      let right = left + 1
      var smallest = left
      if right < count && storage[right] < storage[left] { smallest = right }
      guard storage[smallest] < storage[parent] else { return }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// Checks the heap property; debug builds only.
  func _checkInvariants() {
    #if DEBUG
      for index in storage.indices.dropFirst() {
        let parent = (index - 1) / 2
        precondition(
          !(storage[index] < storage[parent]),
          "heap order broken at \(index): \(storage[index]) < parent \(storage[parent])")
      }
    #endif
  }
}

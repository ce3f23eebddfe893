/// A binary min-heap of lane heads for the k-way merge: each element is the
/// next timestamp of one lane. ``MergeIterator`` runs the merge over it, for
/// ``Timeline`` and for the steps of a replay (``StepMerge``).
///
/// Ties are broken explicitly by lane index (a heap is not stable), so equal
/// timestamps — which only a user-written recorder could produce — merge in
/// lane order, deterministically.
///
/// Each operation works on the heads through one unsafe buffer: a sift moves
/// the new head down a hole, with no bounds check or uniqueness check per
/// level. `_checkInvariants()` (in `MergeHeap+Invariants.swift`) checks the
/// order in debug builds.
struct MergeHeap {
  struct Head: Equatable {
    var timestamp: UInt64
    var lane: Int

    @inline(__always)
    static func < (lhs: Head, rhs: Head) -> Bool {
      // Short-circuit: timestamps are nearly always distinct, and a branch
      // on them is cheaper than selecting between both comparisons.
      lhs.timestamp < rhs.timestamp || (lhs.timestamp == rhs.timestamp && lhs.lane < rhs.lane)
    }
  }

  private(set) var storage: [Head]

  /// A heap of the given heads.
  ///
  /// - Complexity: O(k).
  init(_ heads: [Head]) {
    storage = heads
    // Fewer than two heads are in order already (and an empty array's
    // storage is shared by every empty array: nothing may write to it).
    guard heads.count > 1 else { return }
    storage.withUnsafeMutableBufferPointer { heads in
      var node = heads.count / 2 - 1
      while node >= 0 {
        Self.siftDown(heads[node], from: node, in: heads)
        node -= 1
      }
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
    precondition(!storage.isEmpty, "replaceMinimum(with: \(head)) of an empty heap")
    storage.withUnsafeMutableBufferPointer { Self.siftDown(head, from: 0, in: $0) }
  }

  /// Removes the smallest head (its lane is exhausted).
  ///
  /// - Complexity: O(log k).
  mutating func removeMinimum() {
    let last = storage.removeLast()
    guard !storage.isEmpty else { return }
    storage.withUnsafeMutableBufferPointer { Self.siftDown(last, from: 0, in: $0) }
  }

  /// Places `head` at `node` or below it, moving smaller children up into
  /// the hole, so the heads below `node` are in heap order again (they
  /// were, apart from the one at `node`, which `head` replaces).
  @inline(__always)
  private static func siftDown(
    _ head: Head, from node: Int, in heads: UnsafeMutableBufferPointer<Head>
  ) {
    let count = heads.count
    var hole = node
    while true {
      // No overflow: `count` is an array's, far below `Int.max / 2`.
      let left = hole &* 2 &+ 1
      guard left < count else { break }
      let right = left &+ 1
      let child = right < count && heads[right] < heads[left] ? right : left
      guard heads[child] < head else { break }
      heads[hole] = heads[child]
      hole = child
    }
    heads[hole] = head
  }
}

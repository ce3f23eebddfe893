extension MergeHeap {
  /// Checks the heap order in debug builds (tests call it after each
  /// change); does nothing in release builds.
  ///
  /// - no head is smaller than its parent (by timestamp, then lane);
  /// - no two heads are of the same lane.
  ///
  /// - Complexity: O(k) in the number of heads.
  func _checkInvariants() {
    #if DEBUG
      for index in storage.indices.dropFirst() {
        let parent = (index - 1) / 2
        precondition(
          !(storage[index] < storage[parent]),
          "heap order broken at \(index): \(storage[index]) < parent \(storage[parent])")
      }
      var lanes = Set<Int>()
      for head in storage {
        precondition(lanes.insert(head.lane).inserted, "two heads of lane \(head.lane)")
      }
    #endif
  }
}

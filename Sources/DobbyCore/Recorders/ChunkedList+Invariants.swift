extension ChunkedList {
  /// Checks the list's invariants in debug builds (tests call it after
  /// each change); does nothing in release builds.
  ///
  /// - `fullCount` is the number of elements in the full chunks;
  /// - every full chunk is full, and none is empty (an empty tail is
  ///   never moved to `full`);
  /// - the tail holds at least this list's `tailCount` elements, and no
  ///   more than it has room for;
  /// - the memory the list appends through is its tail's.
  ///
  /// - Complexity: O(k) in the number of chunks.
  func _checkInvariants() {
    #if DEBUG
      var counted = 0
      for (index, chunk) in full.enumerated() {
        precondition(chunk.capacity > 0, "full chunk \(index) is empty")
        precondition(
          chunk.count == chunk.capacity,
          "full chunk \(index) holds \(chunk.count) of \(chunk.capacity) elements")
        counted += chunk.capacity
      }
      precondition(counted == fullCount, "fullCount is \(fullCount), the chunks hold \(counted)")
      precondition(
        tailCount <= tail.count, "tailCount is \(tailCount), the tail holds \(tail.count)")
      precondition(
        tailCount <= tail.capacity,
        "tailCount is \(tailCount), the tail has room for \(tail.capacity)")
      precondition(
        tailMemory.base == tail.memory.base && tailMemory.count == tail.memory.count
          && tailMemory.capacity == tail.memory.capacity,
        "the list appends through memory that is not its tail's")
    #endif
  }
}

extension ChunkedList {
  /// Checks the list's invariants in debug builds (tests call it after
  /// each change); does nothing in release builds.
  ///
  /// - `fullCount` is the number of elements in the full chunks;
  /// - no full chunk is empty (an empty tail is never moved to `full`);
  /// - `tailRoom` is the tail's spare capacity.
  ///
  /// - Complexity: O(k) in the number of chunks.
  func _checkInvariants() {
    #if DEBUG
      var counted = 0
      for (index, chunk) in full.enumerated() {
        precondition(!chunk.isEmpty, "full chunk \(index) is empty")
        counted += chunk.count
      }
      precondition(counted == fullCount, "fullCount is \(fullCount), the chunks hold \(counted)")
      precondition(
        tailRoom == tail.capacity - tail.count,
        "tailRoom is \(tailRoom), the tail has room for \(tail.capacity - tail.count)")
    #endif
  }
}

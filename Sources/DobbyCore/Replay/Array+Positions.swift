extension Array where Element == Int32 {
  /// The positions `0, 1, …, count - 1`, as a replay numbers a lane's
  /// steps and rules: the lane of a one-lane timeline, the rules of a
  /// one-lane pattern, the keyed rules of a lane that has only those.
  ///
  /// Written in one loop into fresh storage: `Array(0..<n)` over a range
  /// of `Int32` copies through the range's iterator, about 13 instructions
  /// an element in a release build.
  ///
  /// - Complexity: O(count).
  init(positions count: Int) {
    precondition(
      count >= 0 && count <= Int(Int32.max), "a count of positions in Int32 (was \(count))")
    // An empty array keeps the shared empty storage (see `StepMerge`).
    guard count > 0 else {
      self = []
      return
    }
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      for position in 0..<count {
        buffer.initializeElement(at: position, to: Int32(truncatingIfNeeded: position))
      }
      initialized = count
    }
  }
}

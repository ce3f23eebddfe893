extension ElementCache {
  /// Checks the list's invariants in debug builds (tests call it); does
  /// nothing in release builds.
  ///
  /// The cache is either not made yet (empty) or has one slot per element.
  ///
  /// - Complexity: O(1).
  func _checkInvariants() {
    #if DEBUG
      let slots = cache.withLock { $0.count }
      precondition(
        slots == 0 || slots == count, "the cache has \(slots) slots for \(count) elements")
    #endif
  }
}

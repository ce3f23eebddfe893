extension PublishedProbes {
  /// Checks, in debug builds (tests call it after changes and racing
  /// calls), what the unmanaged references rely on; does nothing in
  /// release builds.
  ///
  /// - no read is counted below zero (a `leave()` without its `enter()`);
  /// - the current list is not also retired (it would be released twice);
  /// - no list is retired twice.
  ///
  /// - Complexity: O(k log k) in the k lists retired.
  func _checkInvariants() {
    #if DEBUG
      let readers = readers.load(ordering: .sequentiallyConsistent)
      precondition(readers >= 0, "\(readers) reads are counted")
      let current = UnsafeMutableRawPointer(
        bitPattern: current.load(ordering: .sequentiallyConsistent))
      let retired = retiredLists()
      precondition(
        current.map { !retired.contains($0) } ?? true, "the current list is also retired")
      precondition(Set(retired).count == retired.count, "a list is retired twice")
    #endif
  }
}

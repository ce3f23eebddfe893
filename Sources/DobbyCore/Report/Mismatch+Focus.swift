extension Mismatch {
  /// The name of the first field of the nearest miss that differs, as a
  /// summary writes it: `.method` reads `method:`, `.headers["Accept"]`
  /// reads `"Accept"`; `nil` for an index or none. A cut of a value
  /// keeps it (``DisplayText/fit(_:to:keeping:)``): the debugger's
  /// timeline and the plain report's lanes alike.
  package var focus: String? {
    guard let path = nearestMiss?.differences.first?.path, !path.isEmpty else {
      return nil
    }
    let start = path.index(after: path.startIndex)
    let cut = path[start...].lastIndex { $0 == "." || $0 == "[" } ?? path.startIndex
    let last = path[cut...]
    if last.hasPrefix("."), last.count > 1 { return last.dropFirst() + ":" }
    if last.hasPrefix("[\""), last.hasSuffix("\"]") { return String(last.dropFirst().dropLast()) }
    return nil
  }
}

extension VerificationReport {
  /// The text a cut of the value at the 0-based `step` keeps: the field
  /// that differs in the step's own mismatch, else in the first of
  /// `misses` (the mismatches whose nearest miss the step is) that names
  /// one (see ``Mismatch/focus``); `nil` when there is none.
  ///
  /// - Complexity: O(k) for the k mismatches of `misses` read.
  package func focus(ofStep step: Int, nearestMissOf misses: some Sequence<Int>) -> String? {
    if case .mismatch(let index) = timeline[step].verdict, mismatches.indices.contains(index),
      let focus = mismatches[index].focus
    {
      return focus
    }
    return misses.lazy.compactMap { mismatches[$0].focus }.first
  }
}

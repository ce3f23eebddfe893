extension VerificationReport {
  /// For an unfulfilled expectation whose nearest miss matches it but was
  /// ignored (the turn rule of nice ordered patterns: it came before the
  /// expectation's turn), that interaction's step; `nil` otherwise.
  ///
  /// The plain text and the debugger both say so.
  public func earlyStep(of mismatch: Mismatch) -> TimelineStep? {
    guard mismatch.kind == .unfulfilled, let miss = mismatch.nearestMiss,
      miss.differences.isEmpty, let step = miss.step, entry(at: step)?.verdict == .ignored
    else { return nil }
    return step
  }
}

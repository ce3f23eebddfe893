extension VerificationReport {
  /// The `after:` edge that `mismatch` breaks, as every report states it:
  /// `E3 must come after E1`; `nil` when it breaks none.
  package func brokenEdge(of mismatch: Mismatch) -> String? {
    guard let predecessor = mismatch.predecessor else { return nil }
    let later = mismatch.expectation.flatMap(expectation)?.label ?? "?"
    return "\(later) must come after \(predecessor)"
  }
}

extension VerificationReport {
  /// Why the expectation or rejection that `mismatch` concerns exists, as
  /// `because:` gave it; `nil` when it was not given or the mismatch
  /// concerns no rule.
  ///
  /// The rule is the one the mismatch names: the rejection that was
  /// triggered, the expectation unfulfilled or exceeded, and for an
  /// interaction out of order the expectation it matched (else the one
  /// that was due). An unexpected interaction and an unused stub reaction
  /// have no reason.
  public func reason(of mismatch: Mismatch) -> String? {
    let named = mismatch.expectation.flatMap(expectation)?.reason
    switch mismatch.kind {
    case .unexpected, .unused: return nil
    case .outOfOrder: return named ?? mismatch.due.flatMap(expectation)?.reason
    case .rejected, .unfulfilled, .exceeded: return named
    }
  }
}

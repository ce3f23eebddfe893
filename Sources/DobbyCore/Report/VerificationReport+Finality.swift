extension VerificationReport {
  /// Whether no interaction recorded later can make this report's pattern
  /// pass: it failed at an interaction that no later one can undo.
  ///
  /// A `rejected` interaction is final in every mode; an `unexpected` and
  /// an `exceeded` one in strict patterns, and an `out of order` one in
  /// strict ordered patterns; an `exceeded` one in nice unordered patterns
  /// too. In nice ordered patterns only a rejection is: by the turn rule,
  /// an interaction that came before its expectation's turn is ignored once
  /// a later interaction shows that an earlier expectation was still due.
  /// Nor is an `after:` edge's `out of order` in an unordered pattern: a
  /// later interaction may let the same interactions be assigned in order. An `unfulfilled` expectation is
  /// never final (a later interaction may fulfil it), nor is an unused stub
  /// reaction. Each rule is checked against a brute-force model of every
  /// later interaction. Eventual verification (`Pattern.check(within:)`)
  /// stops waiting at a final report.
  public var isFinal: Bool { finalStep != nil }

  /// The earliest step whose interaction made
  /// the report final; `nil` when it is not (see ``isFinal``).
  public var finalStep: TimelineStep? {
    mismatches.lazy.filter { self.mode.makesFinal($0.kind) }.compactMap(\.step).min()
  }
}

extension PatternMode {
  /// Whether a mismatch of `kind` at an interaction stays whatever is
  /// recorded after it, in a pattern of this mode.
  func makesFinal(_ kind: Mismatch.Kind) -> Bool {
    switch kind {
    case .rejected: true
    case .unexpected: strict
    case .outOfOrder: strict && ordered
    case .exceeded: strict || !ordered
    case .unfulfilled, .unused: false
    }
  }
}

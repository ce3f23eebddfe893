extension StubReaction {
  /// What a call of the stub reads of a reaction: its matcher's test,
  /// the answer its next use gives, and its use marks, as they were when
  /// the list last changed.
  ///
  /// A stub keeps one per reaction beside its list, so that a call copies
  /// out these few words per reaction rather than the reaction with its
  /// matcher's descriptions and explanations (a dozen references to
  /// retain and release, in unspecialised code through the type's value
  /// witnesses).
  @usableFromInline
  struct Probe: Sendable {
    @usableFromInline let id: Int
    /// Whether a call's arguments match.
    @usableFromInline let test: @Sendable (Arguments) -> Bool
    /// The answer to the reaction's next use.
    @usableFromInline let answer: Answer
    /// Whether it has answered an invocation.
    @usableFromInline let isUsed: Bool
    /// Whether it has answered as many times as it may.
    @usableFromInline let isExhausted: Bool
    /// Whether an invocation must claim its use under the stub's lock
    /// (see ``StubReaction/countsUses``).
    @usableFromInline let countsUses: Bool
    /// Whether ``answer`` may suspend, so that only an `async` invocation
    /// runs it.
    @usableFromInline let isAsync: Bool

    /// The probe of `reaction` as it is now.
    init(_ reaction: StubReaction) {
      id = reaction.id
      test = reaction.matcher.test
      answer = reaction.answer(forUse: reaction.uses)
      isUsed = reaction.isUsed
      isExhausted = reaction.isExhausted
      countsUses = reaction.countsUses
      if case .async = answer { isAsync = true } else { isAsync = false }
    }
  }
}

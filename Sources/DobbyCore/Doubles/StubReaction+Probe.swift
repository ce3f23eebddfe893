extension StubReaction {
  /// What a call of the stub reads of a reaction: its matcher's test, its
  /// answers, its limit and its use count, fixed when the reaction is
  /// added but for the count, which it shares with the reaction.
  ///
  /// A stub publishes one per reaction (``ProbeList``), so that a call
  /// reads these few words per reaction, in place, rather than the
  /// reaction with its matcher's descriptions and explanations (a dozen
  /// references to retain and release, in unspecialised code through the
  /// type's value witnesses); and since a use changes only the count, the
  /// list changes only with the reactions.
  @usableFromInline
  struct Probe: Sendable {
    /// Whether a call's arguments match.
    @usableFromInline let test: @Sendable (Arguments) -> Bool
    /// Whether every call's arguments match (``any()``): a call then does
    /// not call ``test``, nor retain and release its context around it.
    @usableFromInline let acceptsAll: Bool
    /// The first answer: the only one of a reaction that does not count
    /// its uses.
    @usableFromInline let answer: Answer
    /// Every answer, for a reaction that counts its uses.
    @usableFromInline let answers: [Answer]
    /// How many times it may answer; `Int.max` for no limit.
    @usableFromInline let limit: Int
    /// The reaction's use count, which the probe keeps alive.
    let usage: ReactionUses
    /// ``usage``, to reach without a retain and a release: a call reads
    /// probes in memory the compiler cannot prove stays put.
    @usableFromInline let uses: Unmanaged<ReactionUses>
    /// Whether an invocation must claim its use (see
    /// ``StubReaction/countsUses``); else it only marks it.
    @usableFromInline let countsUses: Bool
    /// Whether ``answer`` may suspend, so that only an `async` invocation
    /// runs it.
    @usableFromInline let isAsync: Bool

    /// The probe of `reaction`.
    init(_ reaction: StubReaction) {
      test = reaction.matcher.test
      acceptsAll = reaction.matcher.acceptsAll
      answer = reaction.answers[0]
      answers = reaction.answers
      limit = reaction.limit ?? .max
      usage = reaction.usage
      uses = Unmanaged.passUnretained(reaction.usage)
      countsUses = reaction.countsUses
      if case .async = answer { isAsync = true } else { isAsync = false }
    }

    /// The answer of the reaction whose probe is at `probe` to a call
    /// that ``Stub/probe(for:synchronously:)`` found: that of the use it
    /// claimed, numbered `use` (past the last answer, the last), or
    /// ``answer`` for a reaction that does not count its uses
    /// (`use == nil`). Read in place: the caller's read of the probes
    /// keeps them alive.
    @inlinable @inline(__always)
    static func answer(at probe: UnsafePointer<Probe>, use: Int?) -> Answer {
      guard let use else { return probe.pointee.answer }
      return probe.pointee.answers[use]
    }
  }

  /// The probes of a stub's reactions, oldest first, as calls read them
  /// (see ``PublishedProbes``), in the memory of its ``ProbeBuffer``: made
  /// anew whenever the reactions change, never changed.
  final class ProbeList: ProbeBuffer, @unchecked Sendable {
    // SAFETY: see `ProbeBuffer`; the probes are `Sendable`.

    init(_ reactions: [StubReaction]) {
      let probes = UnsafeMutablePointer<Probe>.allocate(capacity: Swift.max(1, reactions.count))
      for (index, reaction) in reactions.enumerated() {
        (probes + index).initialize(to: Probe(reaction))
      }
      super.init(base: UnsafeMutableRawPointer(probes), count: reactions.count)
    }

    deinit {
      base.assumingMemoryBound(to: Probe.self).deinitialize(count: count)
      base.deallocate()
    }
  }
}

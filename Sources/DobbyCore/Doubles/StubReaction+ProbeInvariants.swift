extension StubReaction.ProbeList {
  /// Checks, in debug builds (the stub calls it on each list it
  /// publishes, and tests call it), that the list's raw memory holds
  /// ``ProbeBuffer/count`` probes as ``init(_:)`` set them, one per
  /// reaction of `reactions`, in order; does nothing in release builds.
  ///
  /// - each probe has the answers and the limit of its reaction, the
  ///   first answer as ``StubReaction/Probe/answer``, and says whether
  ///   it is `async` and whether it counts its uses as the reaction does;
  /// - each probe's unretained ``StubReaction/Probe/uses`` is the use
  ///   count it keeps alive, the reaction's own.
  ///
  /// - Complexity: O(r) for r reactions.
  func _checkInvariants(of reactions: [StubReaction]) {
    #if DEBUG
      precondition(count == reactions.count, "\(count) probes for \(reactions.count) reactions")
      let probes = UnsafeBufferPointer(
        start: base.assumingMemoryBound(to: StubReaction.Probe.self), count: count)
      for (index, (probe, reaction)) in zip(probes, reactions).enumerated() {
        precondition(
          probe.answers.count == reaction.answers.count && !probe.answers.isEmpty,
          "probe \(index) has \(probe.answers.count) answers, its reaction \(reaction.answers.count)"
        )
        precondition(
          probe.limit == reaction.limit ?? .max,
          "probe \(index) has the limit \(probe.limit), its reaction \(String(describing: reaction.limit))"
        )
        precondition(
          probe.countsUses == reaction.countsUses, "probe \(index) counts its uses wrong")
        if case .async = probe.answer {
          precondition(probe.isAsync, "probe \(index) has an async answer it calls synchronous")
        } else {
          precondition(!probe.isAsync, "probe \(index) has a synchronous answer it calls async")
        }
        precondition(
          probe.uses.takeUnretainedValue() === probe.usage && probe.usage === reaction.usage,
          "probe \(index) reads another use count than its reaction's")
      }
    #endif
  }
}

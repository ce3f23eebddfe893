// Which reactions never answered, and why: the newest matching reaction
// answers, so a reaction that a newer one also matching the same calls
// covers is never reached.

extension Stub {
  /// The reactions no invocation has used yet, in the order they were
  /// added, each with its `on(…)` call site. A disposed reaction is not
  /// listed: it can no longer be used; nor is one that answered as many
  /// times as it may.
  ///
  /// ```swift
  /// pricing.on("SKU-1", return: 9.5)
  /// pricing.on("SKU-2", return: 4.0)
  /// try pricing.invoke("SKU-1")
  /// pricing.unusedReactions.map(\.description)   // ["pricing.on(== \"SKU-2\")"]
  /// ```
  ///
  /// A reaction is used once it answers an invocation (its handler ran,
  /// whether it returned or threw); a reaction that matched but was
  /// shadowed by a newer one is not, and its ``UnusedReaction/shadowedBy``
  /// names the newer one and the call. `Pattern.expectUsed(_:)` reports
  /// these as mismatches; `import Dobby` adds `verifyUsed()`.
  ///
  /// - Complexity: O(r) for r reactions when all are used; else O(u · n · r)
  ///   matcher calls at most, for u unused reactions and n invocations.
  public var unusedReactions: [UnusedReaction] {
    let list = reactions.withLock { $0.list }
    guard list.contains(where: { !$0.isUsed }) else { return [] }
    // Matched and described outside the lock: matchers are user code.
    let calls = recorder.lane(through: .max)
    let name = name
    return list.indices.filter { !list[$0].isUsed }.map { index in
      UnusedReaction(
        stub: name, matcher: list[index].matcher.description, callSite: list[index].callSite,
        shadowedBy: Self.shadow(of: index, in: list, calls: calls))
    }
  }

  /// The newest reaction after `list[index]`, added before a call made
  /// after `list[index]` was added that both match, for the first such
  /// call; `nil` when no call reached it (or only reactions since disposed
  /// answered its calls).
  ///
  /// A newer reaction with `times:` is named even when its uses ran out
  /// before that call: it is still the newer reaction the older one lost
  /// to while it lasted.
  private static func shadow(
    of index: Int, in list: [Reaction], calls: RecorderCut<Arguments>
  ) -> ShadowingReaction? {
    let reaction = list[index]
    for call in calls.values.indices
    where calls.timestamps[call] > reaction.addedAt && reaction.matcher.matches(calls.values[call])
    {
      let arguments = calls.values[call]
      let time = calls.timestamps[call]
      guard
        let newer = list[(index + 1)...].last(where: {
          $0.addedAt < time && $0.matcher.matches(arguments)
        })
      else { continue }
      let tree = RecorderCut.tree(at: call, of: calls.values, described: calls.describedValues)
      return ShadowingReaction(
        matcher: newer.matcher.description, callSite: newer.callSite,
        arguments: tree.summary(limit: 80))
    }
    return nil
  }

  /// The stub's reactions as their `on(…)` calls read, newest first, each
  /// with where it was added: `pricing.on(== "SKU-1") at PricingTests.swift:12`.
  /// What a failed call that cannot throw lists.
  package var reactionDescriptions: [String] {
    let list = reactions.withLock { $0.list }
    let name = name
    return list.reversed().map { reaction in
      let file = reaction.callSite.fileID.split(separator: "/").last.map(String.init) ?? ""
      return DisplayText.escape(UnusedReaction.onCall(name, reaction.matcher.description))
        + " at \(DisplayText.escape(file)):\(reaction.callSite.line)"
    }
  }
}

final class TypedRecorderRules<Value: Sendable>: RecorderRules {
  private let values: [Value]
  /// The ids of this lane's rules among the pattern's, and the matchers of
  /// all the pattern's rules (by id: shared, not copied).
  private let ids: [Int32]
  private let matchers: [any AnyMatcherBox]
  /// The lane's rules by role, as indices into `ids`.
  private let unkeyed: [Int32]
  private let rejections: [Int32]
  /// Equality expectations on a `Hashable` value, filed into an index on
  /// first use (an ordered strict replay that passes never needs it).
  private let keyed: [Int32]
  /// The expected values of the keyed expectations (see
  /// ``RuleTable/keyColumns``); `nil` where there are none.
  private let keyColumn: (any KeyColumn)?
  @exclusivity(unchecked) private var index: EqualityIndex?
  /// Whether the index was refused (a value not cheap to hash): the keyed
  /// expectations are then tried like the others.
  @exclusivity(unchecked) private var unindexed = false

  /// The lane's values as the report describes them, once each.
  private let trees: ValueTreeCache?

  /// Binds the rules `ids` of `rules` (this lane's, ascending) to `values`,
  /// which the report describes as `trees`.
  init(_ values: [Value], rules: RuleTable, ids: [Int32], trees: ValueTreeCache? = nil) {
    self.values = values
    self.trees = trees
    self.ids = ids
    matchers = rules.matcher
    (unkeyed, rejections, keyed) = Self.roles(of: ids, in: rules)
    let lane = ids.first.map { rules.lane[Int($0)] }
    keyColumn = lane.flatMap { rules.keyColumns.indices.contains($0) ? rules.keyColumns[$0] : nil }
  }

  /// The lane's rules `ids` of `rules` by role, as indices into `ids`: the
  /// unkeyed expectations, the rejections and the keyed expectations.
  ///
  /// - Complexity: O(r) for the lane's r rules.
  private static func roles(
    of ids: [Int32], in rules: RuleTable
  ) -> (unkeyed: [Int32], rejections: [Int32], keyed: [Int32]) {
    let (isExpectation, isKeyed) = (rules.isExpectation, rules.isKeyed)
    // The common large lane: keyed expectations alone.
    if ids.allSatisfy({ isExpectation[Int($0)] && isKeyed[Int($0)] }) {
      return ([], [], [Int32](positions: ids.count))
    }
    var unkeyed: [Int32] = []
    var rejections: [Int32] = []
    var keyed: [Int32] = []
    for (local, id) in ids.enumerated() {
      if !isExpectation[Int(id)] {
        rejections.append(Int32(local))
      } else if isKeyed[Int(id)] {
        keyed.append(Int32(local))
      } else {
        unkeyed.append(Int32(local))
      }
    }
    return (unkeyed, rejections, keyed)
  }

  /// The matcher of the lane's rule `local`. The pattern files a rule under
  /// its recorder, whose value type is the matcher's (`expect` requires
  /// it), so the box holds this lane's type.
  @inline(__always)
  private func box(_ local: Int32) -> MatcherBox<Value> {
    let matcher = matchers[Int(ids[Int(local)])]
    assert(matcher is MatcherBox<Value>, "a rule on another type was bound to \(Value.self)")
    return unsafeDowncast(matcher, to: MatcherBox<Value>.self)
  }

  @inline(__always)
  func matches(_ local: Int32, _ index: Int32) -> Bool {
    box(local).test(values[Int(index)])
  }

  /// The rules of `locals` that accept the value at `index`, as ids,
  /// ascending. The value is read once: in unspecialised code each read
  /// is a call and a copy.
  private func accepting(_ locals: [Int32], _ index: Int32, into result: inout [Int]) {
    guard !locals.isEmpty else { return }
    let value = values[Int(index)]
    for local in locals where box(local).test(value) { result.append(Int(ids[Int(local)])) }
  }

  func explain(_ local: Int32, _ index: Int32) -> [FieldMismatch] {
    guard let trees else { return box(local).matcher.explain(values[Int(index)]) }
    return box(local).matcher.explain(values[Int(index)]) { trees[Int(index)] }
  }

  func rejection(of index: Int32) -> Int? {
    guard !rejections.isEmpty else { return nil }
    let value = values[Int(index)]
    return rejections.first { box($0).test(value) }.map { Int(ids[Int($0)]) }
  }

  func appendCandidates(of index: Int32, to result: inout [Int]) {
    let start = result.count
    accepting(unkeyed, index, into: &result)
    let unkeyedEnd = result.count
    forEachKeyedCandidate(of: index) {
      result.append(Int(ids[Int($0)]))
      return true
    }
    if unkeyedEnd > start && result.count > unkeyedEnd { result[start...].sort() }
  }

  func firstCandidate(of index: Int32) -> Int? {
    var first: Int32?
    if !unkeyed.isEmpty {
      let value = values[Int(index)]
      first = unkeyed.first { box($0).test(value) }
    }
    // Both lists ascend: the first keyed candidate is their smallest.
    forEachKeyedCandidate(of: index) { local in
      first = min(first ?? local, local)
      return false
    }
    return first.map { Int(ids[Int($0)]) }
  }

  func firstKeyedCandidate(of index: Int32, where admits: (Int) -> Bool) -> Int? {
    var found: Int?
    forEachKeyedCandidate(of: index) { local in
      let id = Int(ids[Int(local)])
      guard admits(id) else { return true }
      found = id
      return false
    }
    return found
  }

  var isKeyedOnly: Bool { unkeyed.isEmpty && rejections.isEmpty }

  /// The chain of each value is walked as ``forEachKeyedCandidate(of:_:)``
  /// walks it, with the same tests in the same order, but in one loop
  /// over the index's arrays: no closure, and no copy of a value unless a
  /// chain holds more than one rule.
  ///
  /// - Complexity: O(n) for n interactions with one rule per value.
  func assignFirst(counts: inout [Int], minimums: [Int]) -> [Int32]? {
    prepareIndex()
    guard let index else { return assignFirstUnindexed(counts: &counts, minimums: minimums) }
    return index.assignFirst(ruleIDs: ids, counts: &counts, minimums: minimums) { local, item in
      matches(local, item)
    }
  }

  /// ``assignFirst(counts:minimums:)`` where the index was refused: every
  /// keyed expectation is tried.
  private func assignFirstUnindexed(counts: inout [Int], minimums: [Int]) -> [Int32]? {
    var chosen: [Int32] = []
    chosen.reserveCapacity(values.count)
    for item in values.indices {
      var found: Int?
      forEachKeyedCandidate(of: Int32(truncatingIfNeeded: item)) { local in
        let id = Int(ids[Int(local)])
        guard counts[id] < minimums[id] else { return true }
        found = id
        return false
      }
      guard let found else { return nil }
      counts[found] += 1
      chosen.append(Int32(truncatingIfNeeded: found))
    }
    return chosen
  }

  /// Files the keyed expectations into ``index`` on first use, unless a
  /// value is not cheap to hash (``unindexed``).
  private func prepareIndex() {
    guard !keyed.isEmpty, index == nil, !unindexed else { return }
    let rules = KeyedRules(column: keyColumn!, rules: keyed)
    index = box(keyed[0]).matcher.indexKey!.makeIndex(rules, values)
    unindexed = index == nil
  }

  /// Calls `body` with the keyed expectations that accept the value at
  /// `index`, ascending, while it returns `true`.
  ///
  /// The index found the first rule of the chain by `==` on its expected
  /// value, which is the rule's own test, so it is not tested again. The
  /// others were filed as equal to it; each is confirmed with its matcher,
  /// in case a type's `==` is not transitive.
  private func forEachKeyedCandidate(of index: Int32, _ body: (Int32) -> Bool) {
    guard !keyed.isEmpty else { return }
    prepareIndex()
    if unindexed {
      let value = values[Int(index)]
      for local in keyed where box(local).test(value) {
        if !body(local) { return }
      }
      return
    }
    var link = self.index!.firstLink[Int(index)]
    var first = true
    while let at = link.index {
      let local = self.index!.rules[at]
      if first || matches(local, index), !body(local) { return }
      first = false
      link = self.index!.next[at]
    }
  }
}

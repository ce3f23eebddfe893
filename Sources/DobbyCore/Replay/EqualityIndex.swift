/// The equality rules of one lane filed by their expected value, and the
/// rules each of the lane's values may match: a chain of rules per value,
/// as links in parallel arrays.
@usableFromInline
struct EqualityIndex {
  /// The first link of the chain of each lane value's equal rules (none
  /// for a value that no rule expects).
  let firstLink: [PackedIndex]
  /// Each link's rule, and the next link in its chain (none at the end).
  let rules: [Int32]
  let next: [PackedIndex]

  @usableFromInline
  init(firstLink: [PackedIndex], rules: [Int32], next: [PackedIndex]) {
    self.firstLink = firstLink
    self.rules = rules
    self.next = next
  }

  /// The index of a lane's keyed rules (whose index keys expect values of
  /// type `Value`), looked up for each of `values`.
  ///
  /// Inlinable so that it is specialised where `equals` is, for the type.
  ///
  /// - Complexity: O(m + n) expected for m rules and n values.
  @inlinable
  init?<Value: Hashable & Sendable>(_ keyed: KeyedRules, values: [Value]) {
    self.init(keyed, values: values, hashedAs: Value.self)
  }

  /// The index of a lane's keyed rules (whose index keys expect values of
  /// type `Value`) where `Key` is `Value`, known to be `Hashable` (the
  /// caller checks that the types are the same); `nil` where a value is
  /// not cheap to hash (see ``HashCost``).
  ///
  /// - Complexity: O(m + n) expected for m rules and n values.
  @inlinable
  init?<Value: Sendable, Key: Hashable>(
    _ keyed: KeyedRules, values: [Value], hashedAs _: Key.Type
  ) {
    let expected = keyed.expected(Value.self)
    assert(expected.count == keyed.rules.count, "a key column of another lane")
    guard HashCost.allows(expected, values) else { return nil }
    // The same type: the arrays are the same, and so are their elements.
    self.init(
      expected: unsafeBitCast(expected, to: [Key].self), rules: keyed.rules, values: values
    ) { unsafeBitCast($0, to: Key.self) }
  }

  /// The index of a lane's keyed rules (whose index keys expect values of
  /// type `Value`), each value filed under `key(value)`: values are equal
  /// exactly when their keys are; `nil` where a value is not cheap to
  /// hash (see ``HashCost``).
  ///
  /// - Complexity: O(m + n) expected for m rules and n values.
  init?<Value: Sendable, Key: Hashable>(
    _ keyed: KeyedRules, values: [Value], key: (Value) -> Key
  ) {
    let expected = keyed.expected(Value.self)
    guard HashCost.allows(expected, values) else { return nil }
    self.init(expected: expected.map(key), rules: keyed.rules, values: values, key: key)
  }

  /// The index of the expected values `expected`, each filed under the
  /// rule at the same position of `rules`, looked up for each of `values`
  /// under `key(value)`.
  ///
  /// Each chain is built from its end, so that the table's entry for a
  /// value is always the first link of its chain, and a key is compared
  /// with the expected value at that link.
  ///
  /// - Complexity: O(m + n) expected for m rules and n values.
  @inlinable
  init<Value, Key: Hashable>(
    expected: [Key], rules: [Int32], values: [Value], key: (Value) -> Key
  ) {
    var table = KeyTable(for: expected)
    var next = Array(repeating: PackedIndex.none, count: expected.count)
    next.withUnsafeMutableBufferPointer { next in
      table.file(expected.count, keyedBy: { expected[Int($0)] }) { link, following in
        next[Int(link)] = PackedIndex(following)
      }
    }
    self.init(
      firstLink: values.map { value in
        let value = key(value)
        let slot = table.slot(of: value) { expected[Int($0)] == value }
        return table[slot].map { PackedIndex($0) } ?? .none
      },
      rules: rules, next: next)
  }
}

extension EqualityIndex {
  /// The first assignment of the values the index was made for, in
  /// order: each to the first rule of its chain that accepts it and
  /// whose count in `counts` is below its minimum, counted there; the
  /// chosen rule ids (`ruleIDs` maps the index's rules to them), by the
  /// values' indices. `nil` as soon as a value finds none (`counts` is
  /// then left as it was).
  ///
  /// The first rule of a chain was found by `==` on its expected value,
  /// which is its own test; `confirms(rule, value)` tests the others, in
  /// case a type's `==` is not transitive (see
  /// ``TypedRecorderRules``'s `forEachKeyedCandidate`).
  ///
  /// - Complexity: O(n) for n values with one rule per value.
  func assignFirst(
    ruleIDs: [Int32], counts: inout [Int], minimums: [Int],
    confirms: (_ rule: Int32, _ value: Int32) -> Bool
  ) -> [Int32]? {
    // No values: nothing is chosen (and no storage is made for nothing;
    // see `StepMerge`).
    guard !firstLink.isEmpty else { return [] }
    // Each link's rule id beside the room left below its minimum (at most
    // `Int32.max`, more than a lane holds), so that a value reads one
    // place, not four arrays; the counts are added up at the end.
    var links = rules.map { rule in
      let id = ruleIDs[Int(rule)]
      return RuleRoom(rule: id, room: Int32(clamping: minimums[Int(id)]))
    }
    // Written in place through buffers: an `append`, or a write into the
    // captured `links`, per value checks that array's uniqueness each time.
    let chosen = links.withUnsafeMutableBufferPointer { links in
      [Int32](unsafeUninitializedCapacity: firstLink.count) { chosen, initialized in
        initialized = choose(into: chosen, taking: links, confirms: confirms)
      }
    }
    guard chosen.count == firstLink.count else { return nil }
    counts.withUnsafeMutableBufferPointer { counts in
      for link in links {
        let id = Int(link.rule)
        counts[id] += Int(Int32(clamping: minimums[id]) - link.room)
      }
    }
    return chosen
  }

  /// Writes the first rule of each value's chain that accepts it and has
  /// room in `links` into `chosen` (by the values' indices), taking that
  /// room; returns how many values found one: all of them, or those
  /// before the first that finds none.
  ///
  /// - Complexity: O(n) for n values with one rule per value.
  private func choose(
    into chosen: UnsafeMutableBufferPointer<Int32>,
    taking links: UnsafeMutableBufferPointer<RuleRoom>,
    confirms: (_ rule: Int32, _ value: Int32) -> Bool
  ) -> Int {
    for item in firstLink.indices {
      var link = firstLink[item]
      var first = true
      var found = Int32(-1)
      while let at = link.index {
        if first || confirms(rules[at], Int32(truncatingIfNeeded: item)), links[at].room > 0 {
          links[at].room -= 1
          found = links[at].rule
          break
        }
        first = false
        link = next[at]
      }
      guard found >= 0 else { return item }
      chosen.initializeElement(at: item, to: found)
    }
    return firstLink.count
  }
}

/// A rule's id, and the room left below its minimum: what
/// ``EqualityIndex/assignFirst(ruleIDs:counts:minimums:confirms:)`` reads
/// of a link.
private struct RuleRoom {
  let rule: Int32
  var room: Int32
}

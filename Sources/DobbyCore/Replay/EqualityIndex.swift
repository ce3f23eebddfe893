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

  /// The index of `matchers` (whose index keys expect values of type
  /// `Value`), each filed under the rule at the same position of `rules`,
  /// looked up for each of `values`.
  ///
  /// Inlinable so that it is specialised where `equals` is, for the type.
  ///
  /// - Complexity: O(m + n) expected for m matchers and n values.
  @inlinable
  init?<Value: Hashable & Sendable>(
    _ matchers: [any AnyMatcherBox], rules: [Int32], values: [Value]
  ) {
    self.init(matchers, rules: rules, values: values, hashedAs: Value.self)
  }

  /// The index of `matchers` (whose index keys expect values of type
  /// `Value`) where `Key` is `Value`, known to be `Hashable` (the caller
  /// checks that the types are the same); `nil` where a value is not
  /// cheap to hash (see ``HashCost``).
  ///
  /// - Complexity: O(m + n) expected for m matchers and n values.
  @inlinable
  init?<Value: Sendable, Key: Hashable>(
    _ matchers: [any AnyMatcherBox], rules: [Int32], values: [Value], hashedAs _: Key.Type
  ) {
    guard HashCost.allows(matchers, values) else { return nil }
    var chains: [Key: (first: Int32, last: Int32)] = [:]
    chains.reserveCapacity(matchers.count)
    var next = Array(repeating: PackedIndex.none, count: matchers.count)
    for (link, matcher) in matchers.enumerated() {
      let expected = unsafeDowncast(matcher, to: MatcherBox<Value>.self).expected!
      let value = unsafeBitCast(expected, to: Key.self)
      let link = Int32(link)
      // One hash for a new value; a second only for a repeated one.
      if let chain = chains.updateValue((link, link), forKey: value) {
        next[Int(chain.last)] = PackedIndex(link)
        chains[value] = (chain.first, link)
      }
    }
    self.init(
      firstLink: values.map {
        chains[unsafeBitCast($0, to: Key.self)].map { PackedIndex($0.first) } ?? .none
      },
      rules: rules, next: next)
  }

  /// The index of `matchers` (whose index keys expect values of type
  /// `Value`), each value filed under `key(value)`: values are equal
  /// exactly when their keys are; `nil` where a value is not cheap to
  /// hash (see ``HashCost``).
  ///
  /// - Complexity: O(m + n) expected for m matchers and n values.
  init?<Value: Sendable, Key: Hashable>(
    _ matchers: [any AnyMatcherBox], rules: [Int32], values: [Value], key: (Value) -> Key
  ) {
    guard HashCost.allows(matchers, values) else { return nil }
    var chains: [Key: (first: Int32, last: Int32)] = [:]
    chains.reserveCapacity(matchers.count)
    var next = Array(repeating: PackedIndex.none, count: matchers.count)
    for (link, matcher) in matchers.enumerated() {
      let value = key(unsafeDowncast(matcher, to: MatcherBox<Value>.self).expected!)
      let link = Int32(link)
      if let chain = chains.updateValue((link, link), forKey: value) {
        next[Int(chain.last)] = PackedIndex(link)
        chains[value] = (chain.first, link)
      }
    }
    self.init(
      firstLink: values.map { chains[key($0)].map { PackedIndex($0.first) } ?? .none },
      rules: rules, next: next)
  }
}

/// The keyed expectations of one lane, as an ``EqualityIndex`` files them:
/// the matchers of all the pattern's rules (shared, not copied), the
/// positions there of the lane's keyed ones, and the rule each is filed
/// under.
@usableFromInline
struct KeyedRules {
  @usableFromInline let matchers: [any AnyMatcherBox]
  @usableFromInline let positions: [Int32]
  @usableFromInline let rules: [Int32]

  init(matchers: [any AnyMatcherBox], positions: [Int32], rules: [Int32]) {
    self.matchers = matchers
    self.positions = positions
    self.rules = rules
  }

  /// The expected values, in order: each matcher at ``positions`` is a
  /// `MatcherBox<Value>` with an index key.
  ///
  /// - Complexity: O(k) for k keyed expectations.
  @inlinable
  func expected<Value: Sendable>(_: Value.Type) -> [Value] {
    positions.map { unsafeDowncast(matchers[Int($0)], to: MatcherBox<Value>.self).expected! }
  }
}

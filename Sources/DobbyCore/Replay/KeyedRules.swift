/// The keyed expectations of one lane, as an ``EqualityIndex`` files them:
/// their expected values, a ``TypedKeyColumn`` of the lane's value type,
/// and the rule each is filed under.
@usableFromInline
struct KeyedRules {
  /// A `TypedKeyColumn` of the lane's value type.
  @usableFromInline let column: any KeyColumn
  @usableFromInline let rules: [Int32]

  init(column: any KeyColumn, rules: [Int32]) {
    self.column = column
    self.rules = rules
  }

  /// The expected values, in order (the column holds `Value`s).
  ///
  /// - Complexity: O(1).
  @inlinable
  func expected<Value: Sendable>(_: Value.Type) -> [Value] {
    (column as! TypedKeyColumn<Value>).values
  }
}

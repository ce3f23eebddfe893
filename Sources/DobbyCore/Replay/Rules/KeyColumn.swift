/// The expected values of one lane's keyed expectations, in setup order:
/// a ``TypedKeyColumn`` of the lane's value type, kept by the pattern's
/// ``RuleTable`` so that the equality index reads them from one array
/// rather than from each rule's matcher, a heap object of its own.
@usableFromInline
protocol KeyColumn: Sendable {
  /// Appends `value`, which is of the column's value type.
  mutating func append<T>(_ value: T)
}

/// The expected values of one lane's keyed expectations, of the lane's
/// value type.
@usableFromInline
struct TypedKeyColumn<Value: Sendable>: KeyColumn {
  @usableFromInline private(set) var values: [Value] = []

  @usableFromInline
  init() {}

  /// Appends `value`: a `Value` (the caller's type is the column's, which
  /// is the lane's).
  ///
  /// Generic, so that code which knows the type only as a parameter calls
  /// it without looking up any generic type's metadata.
  @usableFromInline
  mutating func append<T>(_ value: T) {
    assert(T.self == Value.self, "a \(T.self) in a column of \(Value.self)")
    values.append(unsafeBitCast(value, to: Value.self))
  }
}

/// For matchers that accept exactly the values equal to one `Hashable`
/// value: how to file the expected values of a lane's equality rules in a
/// hash index, so verification finds candidate expectations by hashing
/// instead of trying every matcher.
///
/// `equals` is inlinable and makes it where the value type is known to be
/// `Hashable`, so that hashing runs in code specialised for the type, in
/// the module that calls `equals` (the verification code that calls it is
/// generic over any value type, and unspecialised hashing costs about as
/// much again as the rest of an unordered verification). For a type known
/// only to be `Equatable`, ``dynamic(_:)`` finds out at run time whether it
/// is `Hashable` too.
@usableFromInline
struct IndexKey<Value>: Sendable {
  /// The expected value.
  let expected: @Sendable () -> Value
  /// The index of the expected values of a lane's keyed rules (their
  /// matchers each a `MatcherBox<Value>` with an index key), looked up for
  /// each of `values`. `nil` where a value is not cheap to hash (see
  /// ``HashCost``).
  let makeIndex: @Sendable (_ keyed: KeyedRules, _ values: [Value]) -> EqualityIndex?
  /// Appends the expected value to a lane's column of them, made on the
  /// first: a closure, so that the pattern, which holds the rule with its
  /// type erased, files the value without looking up any generic type.
  let file: @Sendable (_ column: inout (any KeyColumn)?) -> Void
}

extension IndexKey where Value: Sendable {
  @usableFromInline
  init(
    expected: @escaping @Sendable () -> Value,
    makeIndex: @escaping @Sendable (KeyedRules, [Value]) -> EqualityIndex?
  ) {
    self.expected = expected
    self.makeIndex = makeIndex
    file = { column in
      // Appended in place; the first makes the column.
      if column?.append(expected()) == nil {
        var first = TypedKeyColumn<Value>()
        first.append(expected())
        column = first
      }
    }
  }

  /// The key of `equals(expected)` for a type known here only to be
  /// `Equatable`: a key if the type turns out `Hashable` at run time
  /// (declared so in another module, or reached through a generic
  /// context), else `nil`, and the rule is tried value by value.
  ///
  /// The index then hashes through the conformance found, unspecialised.
  /// A type has one `Equatable` conformance, which its `Hashable` one
  /// refines, so the index agrees with the matcher's `==`.
  @usableFromInline
  static func dynamic(_ expected: Value) -> IndexKey? {
    guard Value.self is any Hashable.Type else { return nil }
    return IndexKey(
      expected: { expected },
      makeIndex: { keyed, values in
        // `Value`'s own conformance, opened: the key type is `Value`.
        let key: any Hashable.Type = Value.self as! any Hashable.Type
        return hashedIndex(key, keyed, values)
      })
  }

  private static func hashedIndex<Key: Hashable>(
    _: Key.Type, _ keyed: KeyedRules, _ values: [Value]
  ) -> EqualityIndex? {
    precondition(Key.self == Value.self, "\(Key.self) is not \(Value.self)")
    return EqualityIndex(keyed, values: values, hashedAs: Key.self)
  }
}

/// The key of `equals((a, b, …))` when every element's type is `Hashable`
/// at run time, else `nil`: the tuple is filed under its elements, each
/// as an `AnyHashable`. Two elements of the same type compare by their
/// type's `==`, which is the matcher's, so the index agrees with it.
@usableFromInline
func tupleIndexKey<each Element: Equatable & Sendable>(
  _ expected: (repeat each Element)
) -> IndexKey<(repeat each Element)>? {
  for type in repeat (each Element).self {
    guard type is any Hashable.Type else { return nil }
  }
  return IndexKey(
    expected: { expected },
    makeIndex: { keyed, values in
      EqualityIndex(keyed, values: values) { TupleKey((repeat each $0)) }
    })
}

/// The matcher of a stub's `on(arguments, …)`: arguments equal to the
/// given ones by `==`, for a type the compiler need not know to be
/// `Equatable`, so that one form takes plain values, enum cases, optionals
/// and tuples, labeled or not.
///
/// An `Equatable` type gets ``equals(_:)-1be13`` itself (found once, when
/// the reaction is added); a tuple is compared element by element, each
/// element by its own `==`, with the comparison of each element found once
/// too (``TupleEquality``). A value of any other type matches nothing, and
/// the description says why.
enum ArgumentsEquality {
  /// A matcher of values equal to `expected`.
  ///
  /// - Complexity: O(1) for an `Equatable` type; O(k) `==` calls per
  ///   value tried for a tuple of k elements.
  static func matcher<Value: Sendable>(_ expected: Value) -> Matcher<Value> {
    if let type = Value.self as? any (Equatable & Sendable).Type {
      return equality(type, expected)
    }
    let test: @Sendable (Value) -> Bool
    let isTuple = TupleEquality.isTuple(expected)
    if isTuple, let tuple = TupleEquality(expected) {
      test = tuple.test
    } else if comparable(expected) {
      // An optional of a tuple, an existential whose value is `Equatable`
      // or a tuple, or a tuple where its layout cannot be read: compared
      // through a mirror on every call.
      test = { actual in equal(expected, actual) }
    } else {
      return Matcher(
        "== " + Matchers.summary(of: expected) + " (not Equatable: pass a matcher)",
        test: { _ in false })
    }
    return Matcher(
      "== " + Matchers.summary(of: expected),
      test: test,
      explain: { actual in
        ValueTree(describing: expected).differences(to: ValueTree(describing: actual))
      })
  }

  /// `equals(expected)`, for a `Value` that is `T`.
  private static func equality<T: Equatable & Sendable, Value>(
    _ type: T.Type, _ expected: Value
  ) -> Matcher<Value> {
    // `Value` is `T`: the casts only tell the compiler so.
    equals(expected as! T) as! Matcher<Value>
  }

  /// Whether `value` can be compared by `==`: an `Equatable` value, or a
  /// tuple or optional of such values.
  static func comparable(_ value: Any) -> Bool {
    if value is any Equatable { return true }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .tuple?, .optional?: return mirror.children.allSatisfy { comparable($0.value) }
    default: return false
    }
  }

  /// Whether `a` and `b` are equal: by `a`'s `==` when it is `Equatable`,
  /// else element by element for tuples and optionals.
  static func equal(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    guard left.displayStyle == .tuple || left.displayStyle == .optional,
      left.children.count == right.children.count
    else { return false }
    return zip(left.children, right.children).allSatisfy { equal($0.value, $1.value) }
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// Shared helpers of the matcher builders.
@usableFromInline
enum Matchers {
  /// How long a value may be in a matcher's description or explanation.
  static let summaryLimit = 120

  /// A value on one line, escaped and elided.
  @usableFromInline
  static func summary(of value: Any) -> String {
    ValueTree(describing: value).summary(limit: summaryLimit)
  }

  /// How long a value may be in a matcher's whole description: enough for
  /// a report to cut it around any field, bounded for hostile values.
  static let wholeLimit = 4_096

  /// A value on one line, escaped, cut in the middle only past
  /// ``wholeLimit``.
  @usableFromInline
  static func wholeSummary(of value: Any) -> String {
    ValueTree(describing: value).summary(limit: wholeLimit)
  }
}

/// A matcher that accepts every value.
public func any<Value>() -> Matcher<Value> {
  Matcher("any()", test: { _ in true }, explain: nil, indexKey: nil, acceptsAll: true)
}

/// A matcher that accepts values equal to `expected`, by `==`.
///
/// Its explanation diffs structs, classes, enums and collections field by
/// field through `Mirror`:
///
/// ```swift
/// equals(Payment(amount: 5, currency: "EUR"))
///   .explain(Payment(amount: 5, currency: "USD")).map(\.description)
/// ```
/// ```text
/// [".currency: expected \"EUR\", got \"USD\""]
/// ```
///
/// `Value` need not be `Hashable`. If it is, even where only `Equatable`
/// is known (a generic helper), verification finds the expectation by
/// hashing instead of trying it on every value.
@inlinable
public func equals<Value: Equatable & Sendable>(_ expected: Value) -> Matcher<Value> {
  Matcher(
    "== " + Matchers.summary(of: expected), test: { $0 == expected },
    explain: Matchers.explainEquality(expected),
    explainTree: Matchers.explainEquality(ofTree: expected), indexKey: IndexKey.dynamic(expected),
    wholeDescription: { "== " + Matchers.wholeSummary(of: expected) })
}

/// A matcher that accepts values equal to `expected`; verification finds
/// the expectations of `Hashable` values by hashing, in code specialised
/// for the type.
///
/// Hashing relies on `Hashable`'s contract: values that are `==` hash
/// alike. A type whose `==` is looser than its `hash` (a case-insensitive
/// `==` beside a synthesised `hash`) breaks it, and unordered verification
/// can then miss matches that ordered verification finds; for such a type
/// write `matches { $0 == expected }`. Values too deep or large to hash
/// cheaply (a `Mirror` tree deeper than 32 levels or larger than 4,096
/// nodes, such as a long indirect enum) are compared with `==` instead.
///
/// For speed only (the `Equatable` overload hashes a `Hashable` value
/// too, through a run-time check): hidden from the documentation.
@_documentation(visibility: internal)
@inlinable
public func equals<Value: Hashable & Sendable>(_ expected: Value) -> Matcher<Value> {
  Matcher(
    "== " + Matchers.summary(of: expected), test: { $0 == expected },
    explain: Matchers.explainEquality(expected),
    explainTree: Matchers.explainEquality(ofTree: expected),
    indexKey: IndexKey(
      expected: { expected }, makeIndex: { EqualityIndex($0, values: $1) }),
    wholeDescription: { "== " + Matchers.wholeSummary(of: expected) })
}

/// A matcher that accepts tuples equal to `expected` element by element,
/// each by its `==`: `equals(("SKU-1", 3))`. Tuples cannot be `Equatable`
/// or `Hashable`, so this takes any arity of `Equatable` elements instead.
///
/// ```swift
/// equals(("SKU-1", 3)).explain(("SKU-1", 4)).map(\.description)
/// ```
/// ```text
/// [".1: expected 3, got 4"]
/// ```
///
/// Where every element's type is `Hashable`, verification finds the
/// expectation by hashing the elements; otherwise it tries the
/// expectation on every value of its recorder.
///
/// - Complexity: O(k) `==` calls for k elements per value tried.
@inlinable
public func equals<each Element: Equatable & Sendable>(
  _ expected: (repeat each Element)
) -> Matcher<(repeat each Element)> {
  Matcher(
    "== " + Matchers.summary(of: expected),
    test: { value in
      for (expected, actual) in repeat (each expected, each value) {
        if expected != actual { return false }
      }
      return true
    },
    explain: { value in
      var differences: [FieldMismatch] = []
      var index = 0
      for (expected, actual) in repeat (each expected, each value) {
        if expected != actual {
          differences += Matchers.explainEquality(expected)(actual).map {
            $0.nested(under: ".\(index)")
          }
        }
        index += 1
      }
      return differences
    },
    // Expanded element by element: passing the tuple whole crashes the
    // Swift 6.3 compiler (SILGen).
    indexKey: tupleIndexKey((repeat each expected)),
    wholeDescription: { "== " + Matchers.wholeSummary(of: expected) })
}

/// Not available: `equals` needs an `Equatable` value.
@available(
  *, unavailable,
  message:
    "equals(_:) needs an Equatable value (or a tuple of them): make the type Equatable, or write matches { $0.id == 5 }"
)
@_documentation(visibility: internal)
public func equals<Value>(_ expected: Value) -> Matcher<Value> {
  fatalError("unavailable")
}

extension Matchers {
  /// The explanation of `equals(expected)`: a field-by-field diff.
  @usableFromInline
  static func explainEquality<Value: Equatable & Sendable>(
    _ expected: Value
  ) -> @Sendable (Value) -> [FieldMismatch] {
    let fromTree = explainEquality(ofTree: expected)
    return { actual in fromTree(ValueTree(describing: actual)) }
  }

  /// The explanation of `equals(expected)` for a value described as a
  /// tree: a field-by-field diff.
  @usableFromInline
  static func explainEquality<Value: Equatable & Sendable>(
    ofTree expected: Value
  ) -> @Sendable (ValueTree) -> [FieldMismatch] {
    { actual in
      let differences = ValueTree(describing: expected).differences(to: actual)
      guard differences.isEmpty else { return differences }
      // Equal trees but `==` disagrees (a custom `==`, or NaN): the whole value.
      return [
        FieldMismatch(
          path: "", expected: Matchers.summary(of: expected),
          actual: actual.summary(limit: Matchers.summaryLimit))
      ]
    }
  }
}

/// A matcher that accepts the values `matcher` rejects.
public func not<M: MatcherConvertible>(_ matcher: M) -> Matcher<M.Matched> {
  let inner = matcher.matcher
  return Matcher("not(\(inner.description))", test: { !inner.matches($0) })
}

/// A matcher that accepts `nil`.
public func none<Wrapped>() -> Matcher<Wrapped?> {
  Matcher("nil", test: { $0 == nil })
}

/// A matcher that accepts a non-`nil` value that `matcher` accepts.
public func some<M: MatcherConvertible>(_ matcher: M) -> Matcher<M.Matched?> {
  let inner = matcher.matcher
  return Matcher(
    "some(\(inner.description))",
    test: { $0.map(inner.matches) ?? false },
    explain: { value in
      guard let value else {
        return [FieldMismatch(path: "", expected: "some(\(inner.description))", actual: "nil")]
      }
      return inner.explain(value)
    })
}

/// A matcher that accepts the values for which `predicate` is true.
///
/// - Parameters:
///   - description: What the predicate checks, for reports (`is even`).
///   - predicate: The test. It runs outside every lock of the package.
public func matches<Value>(
  _ description: String = "matches { … }",
  _ predicate: @escaping @Sendable (Value) -> Bool
) -> Matcher<Value> {
  Matcher(description, test: predicate)
}

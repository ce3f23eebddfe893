/// A test on recorded values that describes itself and explains a mismatch.
///
/// Build matchers with ``any()``, ``equals(_:)-1be13``, ``not(_:)``, ``none()``,
/// ``some(_:)``, ``all(_:)`` and the `matches` family (predicates, tuples,
/// arrays, dictionaries, key paths). Where `expect`, `reject` and `Stub.on`
/// take a matcher, any `Equatable` value, enum case (`.shipped("A-1")`) or
/// tuple of them stands for `equals(value)`.
///
/// `Matcher` is a struct, not a protocol: a helper that builds one returns
/// `Matcher<Value>` (`some Matcher<Value>` does not compile).
///
/// ```swift
/// func shipped(by carrier: String) -> Matcher<ShipmentEvent> {
///   matches("shipped by \(carrier)") {
///     if case .shipped(_, let by) = $0 { by == carrier } else { false }
///   }
/// }
/// ```
///
/// ```swift
/// let matcher = matches((equals(1), equals("foobar")))
/// matcher.explain((1, "foo")).map(\.description)
/// ```
/// ```text
/// [".1: expected \"foobar\", got \"foo\""]
/// ```
public struct Matcher<Value>: Sendable {
  @usableFromInline let test: @Sendable (Value) -> Bool
  private let explainer: @Sendable (Value) -> [FieldMismatch]
  /// The explanation from the value's tree as the report describes it,
  /// where the matcher's own explanation would describe the value again
  /// (so that a report shows one description of each value); `nil` for a
  /// custom explanation.
  private let treeExplainer: (@Sendable (ValueTree) -> [FieldMismatch])?
  private let describer: @Sendable () -> String
  /// The description before its middle is cut (bounded by
  /// ``Matchers/wholeLimit``), for a report that cuts it around the field
  /// that differs; `nil` when it is the description.
  private let wholeDescriber: (@Sendable () -> String)?
  /// Set for equality on a value whose type is `Hashable`; lets
  /// verification index rules.
  @usableFromInline let indexKey: IndexKey<Value>?

  /// A matcher with a description, a test, and optionally a custom
  /// explanation of a mismatch.
  ///
  /// - Parameters:
  ///   - description: What the matcher accepts, e.g. `is even`; built lazily.
  ///   - test: Whether a value matches.
  ///   - explain: The differences for a value that does not match; by
  ///     default one difference naming the description and the value.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String,
    test: @escaping @Sendable (Value) -> Bool,
    explain: (@Sendable (Value) -> [FieldMismatch])? = nil
  ) {
    self.init(description(), test: test, explain: explain, indexKey: nil)
  }

  @usableFromInline
  init(
    _ description: @autoclosure @escaping @Sendable () -> String,
    test: @escaping @Sendable (Value) -> Bool,
    explain: (@Sendable (Value) -> [FieldMismatch])?,
    explainTree: (@Sendable (ValueTree) -> [FieldMismatch])? = nil,
    indexKey: IndexKey<Value>?,
    wholeDescription: (@Sendable () -> String)? = nil
  ) {
    self.indexKey = indexKey
    self.test = test
    self.describer = description
    self.wholeDescriber = wholeDescription
    self.explainer =
      explain ?? { value in
        [FieldMismatch(path: "", expected: description(), actual: Matchers.summary(of: value))]
      }
    if explain == nil {
      self.treeExplainer = { @Sendable tree in
        [
          FieldMismatch(
            path: "", expected: description(), actual: tree.summary(limit: Matchers.summaryLimit))
        ]
      }
    } else {
      self.treeExplainer = explainTree
    }
  }

  /// What the matcher accepts, e.g. `== 5` or `(== 1, any())`.
  public var description: String { describer() }

  /// What the matcher accepts, before the middle of a long value is cut.
  @usableFromInline var wholeDescription: String { (wholeDescriber ?? describer)() }

  /// Whether `value` matches.
  @inlinable @inline(__always)
  public func matches(_ value: Value) -> Bool { test(value) }

  /// Why `value` does not match, field by field; empty when it matches.
  public func explain(_ value: Value) -> [FieldMismatch] {
    test(value) ? [] : explainer(value)
  }

  /// Why `value`, which the report describes as `tree`, does not match:
  /// read from `tree` where the explanation would describe the value
  /// again, so that a value whose description changes from call to call
  /// is shown one way in one report.
  func explain(_ value: Value, describedAs tree: () -> ValueTree) -> [FieldMismatch] {
    guard !test(value) else { return [] }
    guard let treeExplainer else { return explainer(value) }
    return treeExplainer(tree())
  }
}

/// A value that can stand where a ``Matcher`` is expected: a matcher itself,
/// or a plain `Equatable` scalar such as `1`, `"foo"` or `true`, which
/// matches values equal to it.
///
/// `expect`, `reject`, `Stub.on` and key-path matchers take any
/// `Equatable` value without it. Inside tuple, array and dictionary
/// matchers, where each element may be a matcher or a value, a type of
/// yours stands for `equals(value)` once it conforms, in one line:
///
/// ```swift
/// extension ChargeRequest: MatcherConvertible {}   // Equatable & Sendable
/// stub.on(matches((ChargeRequest(amount: 5, currency: "EUR"), any())), return: receipt)
/// ```
public protocol MatcherConvertible<Matched>: SendableMetatype {
  /// The type of value the matcher tests.
  associatedtype Matched
  /// The matcher this value stands for.
  var matcher: Matcher<Matched> { get }
}

extension Matcher: MatcherConvertible {
  public var matcher: Matcher<Value> { self }
}

extension MatcherConvertible where Self: Equatable & Sendable, Matched == Self {
  /// `equals(self)`.
  public var matcher: Matcher<Self> { equals(self) }
}

/// Scalars that stand for `equals(self)`.
public protocol EquatableMatcherLiteral: MatcherConvertible, Hashable, Sendable
where Matched == Self {}

extension EquatableMatcherLiteral {
  public var matcher: Matcher<Self> { equals(self) }
}

extension Int: EquatableMatcherLiteral {}
extension Int8: EquatableMatcherLiteral {}
extension Int16: EquatableMatcherLiteral {}
extension Int32: EquatableMatcherLiteral {}
extension Int64: EquatableMatcherLiteral {}
extension UInt: EquatableMatcherLiteral {}
extension UInt8: EquatableMatcherLiteral {}
extension UInt16: EquatableMatcherLiteral {}
extension UInt32: EquatableMatcherLiteral {}
extension UInt64: EquatableMatcherLiteral {}
extension Double: EquatableMatcherLiteral {}
extension Float: EquatableMatcherLiteral {}
extension Bool: EquatableMatcherLiteral {}
extension String: EquatableMatcherLiteral {}
extension Substring: EquatableMatcherLiteral {}
extension Character: EquatableMatcherLiteral {}
extension Unicode.Scalar: EquatableMatcherLiteral {}

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
  /// The index of the expected values of `matchers` (each a
  /// `MatcherBox<Value>` with an index key), filed under the rule at the
  /// same position of `rules`, looked up for each of `values`.
  /// `nil` where a value is not cheap to hash (see ``HashCost``).
  let makeIndex:
    @Sendable (_ matchers: [any AnyMatcherBox], _ rules: [Int32], _ values: [Value]) ->
      EqualityIndex?

  @usableFromInline
  init(
    expected: @escaping @Sendable () -> Value,
    makeIndex: @escaping @Sendable ([any AnyMatcherBox], [Int32], [Value]) -> EqualityIndex?
  ) {
    self.expected = expected
    self.makeIndex = makeIndex
  }
}

extension IndexKey where Value: Sendable {
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
      makeIndex: { matchers, rules, values in
        // `Value`'s own conformance, opened: the key type is `Value`.
        let key: any Hashable.Type = Value.self as! any Hashable.Type
        return hashedIndex(key, matchers, rules, values)
      })
  }

  private static func hashedIndex<Key: Hashable>(
    _: Key.Type, _ matchers: [any AnyMatcherBox], _ rules: [Int32], _ values: [Value]
  ) -> EqualityIndex? {
    precondition(Key.self == Value.self, "\(Key.self) is not \(Value.self)")
    return EqualityIndex(matchers, rules: rules, values: values, hashedAs: Key.self)
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
    makeIndex: { matchers, rules, values in
      EqualityIndex(matchers, rules: rules, values: values) { TupleKey((repeat each $0)) }
    })
}

/// A tuple's elements, hashable where each element's type is.
struct TupleKey: Hashable {
  let elements: [AnyHashable]

  init<each Element>(_ value: (repeat each Element)) {
    var elements: [AnyHashable] = []
    for element in repeat each value { elements.append(Self.hashable(element)) }
    self.elements = elements
  }

  /// `value` through its static type's conformance (an optional stays
  /// one), which ``tupleIndexKey(_:)`` checked is there.
  private static func hashable<T>(_ value: T) -> AnyHashable {
    let type: any Hashable.Type = T.self as! any Hashable.Type
    return hashable(value, as: type)
  }

  private static func hashable<H: Hashable>(_ value: Any, as _: H.Type) -> AnyHashable {
    AnyHashable(value as! H)
  }
}

/// The equality rules of one lane filed by their expected value, and the
/// rules each of the lane's values may match: a chain of rules per value,
/// as links in parallel arrays.
@usableFromInline
struct EqualityIndex {
  /// The first link of the chain of each lane value's equal rules, or -1.
  let firstLink: [Int32]
  /// Each link's rule, and the next link in its chain (-1 at the end).
  let rules: [Int32]
  let next: [Int32]

  @usableFromInline
  init(firstLink: [Int32], rules: [Int32], next: [Int32]) {
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
    var next = Array(repeating: Int32(-1), count: matchers.count)
    for (link, matcher) in matchers.enumerated() {
      let expected = unsafeDowncast(matcher, to: MatcherBox<Value>.self).expected!
      let value = unsafeBitCast(expected, to: Key.self)
      let link = Int32(link)
      // One hash for a new value; a second only for a repeated one.
      if let chain = chains.updateValue((link, link), forKey: value) {
        next[Int(chain.last)] = link
        chains[value] = (chain.first, link)
      }
    }
    self.init(
      firstLink: values.map { chains[unsafeBitCast($0, to: Key.self)]?.first ?? -1 },
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
    var next = Array(repeating: Int32(-1), count: matchers.count)
    for (link, matcher) in matchers.enumerated() {
      let value = key(unsafeDowncast(matcher, to: MatcherBox<Value>.self).expected!)
      let link = Int32(link)
      if let chain = chains.updateValue((link, link), forKey: value) {
        next[Int(chain.last)] = link
        chains[value] = (chain.first, link)
      }
    }
    self.init(firstLink: values.map { chains[key($0)]?.first ?? -1 }, rules: rules, next: next)
  }
}

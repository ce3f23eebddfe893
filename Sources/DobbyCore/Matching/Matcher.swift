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
  /// Whether it accepts every value without looking (``any()``), so that
  /// a stub's call need not call ``test``.
  @usableFromInline let acceptsAll: Bool

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
    wholeDescription: (@Sendable () -> String)? = nil,
    acceptsAll: Bool = false
  ) {
    self.indexKey = indexKey
    self.acceptsAll = acceptsAll
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

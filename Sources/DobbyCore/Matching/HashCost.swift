/// Whether hashing a value is cheap and total, so that verification may
/// find equality expectations by hashing it.
///
/// A synthesised `hash(into:)` recurses through the whole value, where `==`
/// usually answers at the first node that differs: a 100,000-deep indirect
/// enum hashes itself off the end of the stack. Values are hashed only
/// where their recursion is known to be shallow: the standard library's
/// scalars and strings, structs and tuples made of them, and any other
/// value whose `Mirror` tree is at most ``maxDepth`` deep and
/// ``maxNodes`` large. Otherwise the lane's equality expectations are
/// tried value by value, with the type's `==`.
///
/// Hashing also assumes what `Hashable` requires: values that are `==`
/// hash alike. A type whose `==` is looser than its `hash` (a
/// case-insensitive `==` beside a synthesised `hash`) breaks that, and
/// unordered verification may then miss a match that ordered verification
/// finds: the verdict would depend on the mode. Such a type must not be
/// given to `equals` as `Hashable`; use `matches { $0 == expected }`.
@usableFromInline
enum HashCost {
  /// The deepest `Mirror` tree hashed.
  static let maxDepth = 32
  /// The largest `Mirror` tree hashed, in nodes.
  static let maxNodes = 4_096

  /// Whether every value of `type` hashes without deep recursion: the
  /// standard library's scalars and strings, and optionals of them.
  @inlinable
  static func isFlat<T>(_ type: T.Type) -> Bool {
    T.self == Int.self || T.self == String.self || T.self == Bool.self
      || T.self == Double.self || T.self == UInt.self || T.self == Int64.self
      || T.self == Int32.self || T.self == Int16.self || T.self == Int8.self
      || T.self == UInt64.self || T.self == UInt32.self || T.self == UInt16.self
      || T.self == UInt8.self || T.self == Float.self || T.self == Substring.self
      || T.self == Character.self || T.self == Unicode.Scalar.self
      || T.self == Int?.self || T.self == String?.self || T.self == Bool?.self
  }

  /// Whether every value of `sample`'s type hashes without deep
  /// recursion: a struct or tuple whose fields are, recursively, flat
  /// (the fields of a struct are the same for all its values).
  @usableFromInline
  static func isFlatComposite(_ sample: Any) -> Bool {
    isFlatComposite(sample, depth: 0)
  }

  private static func isFlatComposite(_ value: Any, depth: Int) -> Bool {
    // A custom mirror (`AnyHashable`'s, say) need not show the layout.
    guard depth < 4, !(value is any CustomReflectable) else { return false }
    let mirror = Mirror(reflecting: value)
    guard
      mirror.displayStyle == .tuple
        || (mirror.displayStyle == .struct && Swift.type(of: value) is any Hashable.Type)
    else { return false }
    var fields = 0
    for child in mirror.children {
      fields += 1
      guard fields <= 64 else { return false }
      if isFlatLeaf(child.value) || isFlatComposite(child.value, depth: depth + 1) { continue }
      return false
    }
    return true
  }

  private static func isFlatLeaf(_ value: Any) -> Bool {
    func flat<T>(_: T) -> Bool { isFlat(T.self) }
    return _openExistential(value, do: flat)
  }

  /// Whether `value`'s `Mirror` tree is within ``maxDepth`` and
  /// ``maxNodes``, so that hashing it recurses no deeper.
  ///
  /// - Complexity: O(min(n, ``maxNodes``)) for a tree of n nodes.
  @usableFromInline
  static func isShallow(_ value: Any) -> Bool {
    var budget = maxNodes
    return isShallow(value, depth: 0, budget: &budget)
  }

  private static func isShallow(_ value: Any, depth: Int, budget: inout Int) -> Bool {
    budget -= 1
    guard budget >= 0, depth < maxDepth else { return false }
    if isFlatLeaf(value) { return true }
    for child in Mirror(reflecting: value).children {
      guard isShallow(child.value, depth: depth + 1, budget: &budget) else { return false }
    }
    return true
  }

  /// Whether every one of `values` and of the `expected` values is cheap
  /// to hash.
  ///
  /// - Complexity: O(1) for a flat type; else O(n) `Mirror` walks, each
  ///   of at most ``maxNodes`` nodes.
  @inlinable
  static func allows<Value: Sendable>(_ expected: [Value], _ values: [Value]) -> Bool {
    if isFlat(Value.self) { return true }
    guard let sample = values.first ?? expected.first else { return true }
    if isFlatComposite(sample) { return true }
    return expected.allSatisfy { isShallow($0) } && values.allSatisfy { isShallow($0) }
  }
}

/// A matcher that applies `matcher` to the field at `keyPath`:
/// `matches(\.amount, equals(Money(cents: 5, currency: "EUR")))`.
///
/// The root type is inferred from where the matcher is used, e.g. the
/// recorder of `expect`. Mismatches are located under the key path's
/// fields:
///
/// ```swift
/// matches(\ChargeRequest.amount, equals(Money(cents: 5, currency: "EUR")))
///   .explain(ChargeRequest(amount: Money(cents: 5, currency: "USD")))
///   .map(\.description)
/// ```
/// ```text
/// [".amount.currency: expected \"EUR\", got \"USD\""]
/// ```
///
/// Stored properties, optional chains and tuple elements are named as
/// written (`.amount.currency`, `.payer?.name`, `.pair.1`); a computed
/// property has no name at run time and shows as `<computed Type>`.
///
/// - Complexity: One key-path read per value, plus `matcher`'s cost.
@_disfavoredOverload
public func matches<Root, M: MatcherConvertible>(
  _ keyPath: any KeyPath<Root, M.Matched> & Sendable, _ matcher: M
) -> Matcher<Root> {
  let inner = matcher.matcher
  let path = Matchers.path(of: keyPath)
  return Matcher(
    path + ": " + inner.description,
    test: { inner.matches($0[keyPath: keyPath]) },
    explain: { inner.explain($0[keyPath: keyPath]).map { $0.nested(under: path) } })
}

/// A matcher that accepts values whose field at `keyPath` equals `value`:
/// `matches(\.amount.currency, "EUR")`, `matches(\.status, .shipped)`.
///
/// See ``matches(_:_:)`` for how the
/// root type is inferred and how mismatches are named.
///
/// - Complexity: One key-path read and one `==` per value.
@inlinable
public func matches<Root, Field: Equatable & Sendable>(
  _ keyPath: any KeyPath<Root, Field> & Sendable, _ value: Field
) -> Matcher<Root> {
  matches(keyPath, equals(value))
}

/// A matcher that accepts the values every one of `matchers` accepts:
/// `all(matches(\.currency, "EUR"), matches(\.cents, any()))`.
///
/// Its explanation lists the differences of each matcher that rejects
/// the value, in order; its description is `all(…, …)`.
///
/// - Complexity: O(k) matcher calls for k matchers.
public func all<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
  Matcher(
    "all(" + matchers.map(\.description).joined(separator: ", ") + ")",
    test: { value in matchers.allSatisfy { $0.matches(value) } },
    explain: { value in matchers.flatMap { $0.explain(value) } })
}

extension Matchers {
  /// The fields a key path reads, as written after its root type:
  /// `.amount.currency` for `\ChargeRequest.amount.currency`.
  ///
  /// The standard library describes key paths as `\Root.field.field`,
  /// with `..1` for a tuple element and `<computed 0x… (Type)>` for a
  /// computed property, whose address changes from run to run; that part
  /// is kept as `<computed Type>` so that reports stay the same.
  static func path<Root, Field>(of keyPath: KeyPath<Root, Field>) -> String {
    let text = String(describing: keyPath)
    // Skip `\` and the root type, whose generic arguments may hold dots.
    var depth = 0
    var start = text.endIndex
    for index in text.indices.dropFirst() {
      switch text[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "." where depth == 0: start = index
      default: continue
      }
      if start != text.endIndex { break }
    }
    var rest = text[start...]
    var path = ""
    while let open = rest.firstRange(of: "<computed "),
      let close = rest[open.upperBound...].firstIndex(of: ">")
    {
      path += rest[..<open.lowerBound]
      let inside = rest[open.upperBound..<close]
      let type = inside.firstIndex(of: "(").map { inside[inside.index(after: $0)...].dropLast() }
      path += "<computed \(type ?? "")>"
      rest = rest[rest.index(after: close)...]
    }
    path += rest
    path = path.replacing("..", with: ".")
    return path.isEmpty ? "\\." : path
  }
}

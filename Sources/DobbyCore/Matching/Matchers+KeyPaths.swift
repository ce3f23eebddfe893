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
/// written (`.amount.currency`, `.payer?.name`, `.pair.1`). Computed
/// properties and subscripts, which have no name at run time, are named as
/// the test wrote them (`.headers["Accept"]`), read from the call's line
/// when the source file is there (under `import Dobby`); otherwise as
/// `<computed Type>`.
///
/// - Complexity: One key-path read per value, plus `matcher`'s cost.
@_disfavoredOverload
public func matches<Root, M: MatcherConvertible>(
  _ keyPath: any KeyPath<Root, M.Matched> & Sendable, _ matcher: M,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Matcher<Root> {
  let inner = matcher.matcher
  let path = Matchers.path(
    of: keyPath,
    writtenAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
  _ keyPath: any KeyPath<Root, Field> & Sendable, _ value: Field,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Matcher<Root> {
  matches(
    keyPath, equals(value), fileID: fileID, filePath: filePath, line: line, column: column)
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
  /// The fields a key path reads, as written after its root type; where
  /// the standard library cannot name one (a computed property, a
  /// subscript), the text written at `site`, when it can be read.
  static func path<Root, Field>(of keyPath: KeyPath<Root, Field>, writtenAt site: CallSite)
    -> String
  {
    let described = path(of: keyPath)
    guard described.contains("<computed ") else { return described }
    return WrittenKeyPath.path(at: site, describedAs: described) ?? described
  }

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
      let close = closingBracket(in: rest[open.upperBound...])
    {
      path += rest[..<open.lowerBound]
      let inside = rest[open.upperBound..<close]
      // `0x… (Type)`: the type, whose generic arguments hold brackets too.
      let type = inside.firstIndex(of: "(").map { inside[inside.index(after: $0)...].dropLast() }
      path += "<computed \(type ?? "")>"
      rest = rest[rest.index(after: close)...]
    }
    path += rest
    path = path.replacing("..", with: ".")
    return path.isEmpty ? "\\." : path
  }

  /// The `>` that closes a bracket opened just before `text`, past the
  /// brackets of generic arguments inside it; `nil` when none does.
  private static func closingBracket(in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "<": depth += 1
      case ">" where depth == 0: return index
      case ">": depth -= 1
      default: continue
      }
    }
    return nil
  }
}

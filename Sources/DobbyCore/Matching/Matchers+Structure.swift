/// A matcher for tuples of any arity, one matcher (or plain value) per
/// element.
///
/// ```swift
/// matches((equals(1), equals("foobar"))).explain((1, "foo"))
/// // [.1: expected "foobar", got "foo"]
/// ```
public func matches<each M: MatcherConvertible>(
  _ elements: (repeat each M)
) -> Matcher<(repeat (each M).Matched)> {
  let matchers = (repeat (each elements).matcher)
  return Matcher(
    {
      var parts: [String] = []
      for matcher in repeat each matchers { parts.append(matcher.description) }
      return "(" + parts.joined(separator: ", ") + ")"
    }(),
    test: { value in
      for (matcher, element) in repeat (each matchers, each value) {
        if !matcher.matches(element) { return false }
      }
      return true
    },
    explain: { value in
      var differences: [FieldMismatch] = []
      var index = 0
      for (matcher, element) in repeat (each matchers, each value) {
        differences += matcher.explain(element).map { $0.nested(under: ".\(index)") }
        index += 1
      }
      return differences
    })
}

/// A matcher for arrays: as many elements as matchers, each accepted by the
/// matcher at its index.
public func matches<M: MatcherConvertible>(_ elements: [M]) -> Matcher<[M.Matched]> {
  let matchers = elements.map(\.matcher)
  return Matcher(
    "[" + matchers.map(\.description).joined(separator: ", ") + "]",
    test: { values in
      values.count == matchers.count && zip(matchers, values).allSatisfy { $0.matches($1) }
    },
    explain: { values in
      var differences: [FieldMismatch] = []
      if values.count != matchers.count {
        differences.append(
          FieldMismatch(path: "count", expected: "\(matchers.count)", actual: "\(values.count)"))
      }
      for (index, (matcher, value)) in zip(matchers, values).enumerated() {
        differences += matcher.explain(value).map { $0.nested(under: "[\(index)]") }
      }
      return differences
    })
}

/// A matcher for dictionaries: exactly the given keys, each value accepted
/// by the matcher under its key.
public func matches<Key: Hashable & Sendable, M: MatcherConvertible>(
  _ entries: [Key: M]
) -> Matcher<[Key: M.Matched]> {
  let matchers = entries.mapValues(\.matcher)
  let keys = matchers.keys.sorted { Matchers.summary(of: $0) < Matchers.summary(of: $1) }
  return Matcher(
    matchers.isEmpty
      ? "[:]"
      : "["
        + keys.map { "\(Matchers.summary(of: $0)): \(matchers[$0]!.description)" }
        .joined(separator: ", ") + "]",
    test: { values in
      values.count == matchers.count
        && matchers.allSatisfy { key, matcher in values[key].map(matcher.matches) ?? false }
    },
    explain: { values in
      var differences: [FieldMismatch] = []
      for key in keys {
        let path = "[\(Matchers.summary(of: key))]"
        guard let value = values[key] else {
          differences.append(
            FieldMismatch(path: path, expected: matchers[key]!.description, actual: nil))
          continue
        }
        differences += matchers[key]!.explain(value).map { $0.nested(under: path) }
      }
      let extra = values.keys.filter { matchers[$0] == nil }
        .map { (Matchers.summary(of: $0), $0) }.sorted { $0.0 < $1.0 }
      for (summary, key) in extra {
        differences.append(
          FieldMismatch(
            path: "[\(summary)]", expected: nil, actual: Matchers.summary(of: values[key]!)))
      }
      return differences
    })
}

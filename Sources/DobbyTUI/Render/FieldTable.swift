import DobbyCore

/// The rows of the detail pane's field table: the nearest miss's
/// differences (✗) and, when they are field by field, the value's other
/// fields (✓).
enum FieldTable {
  struct Row: Equatable {
    var field: String
    var expected: String
    var actual: String
    var matches: Bool
  }

  /// The table for `differences` against the value `actual`, for an
  /// expectation whose matcher reads `matcher`.
  ///
  /// When every difference names a field (`.currency`, `[2]`,
  /// `["key"]`), the value's fields are listed in order, each either with
  /// its differences or as a match; otherwise only the differences are.
  /// Under an equality matcher (`== …`) each field's expected cell is its
  /// own matcher, `== "A-1001"`, the matching fields' too; under another,
  /// a matching field's reads `(matched)`. Every piece of text is escaped.
  static func rows(_ differences: [FieldMismatch], actual: ValueTree?, matcher: String? = nil)
    -> [Row]
  {
    let equality = matcher?.hasPrefix("== ") ?? false
    let parts = matcher.flatMap(tupleParts)?.map { DisplayText.escape($0) }
    var used = Set<Int>()
    var result: [Row] = []
    let byField = differences.allSatisfy { $0.path.hasPrefix(".") || $0.path.hasPrefix("[") }
    if byField, let actual, !actual.children.isEmpty {
      for (index, child) in actual.children.enumerated() {
        let path = ValueTree.component(of: child, at: index, in: actual.kind)
        let covering = differences.indices.filter { covers(path, differences[$0].path) }
        if covering.isEmpty {
          result.append(
            Row(
              field: DisplayText.escape(path),
              expected: equality
                ? "== " + child.value.screenSummary(limit: 200)
                : parts.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? "(matched)",
              actual: child.value.screenSummary(limit: 200),
              matches: true))
        }
        let part = parts.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        for difference in covering where used.insert(difference).inserted {
          var row = row(differences[difference], equality: equality)
          // The element's own matcher, when the difference is the whole element.
          if let part, differences[difference].path == path { row.expected = part }
          result.append(row)
        }
      }
    }
    for (index, difference) in differences.enumerated() where !used.contains(index) {
      result.append(row(difference, equality: equality))
    }
    return result
  }

  private static func row(_ difference: FieldMismatch, equality: Bool) -> Row {
    let expected = difference.expected.map { (equality ? "== " : "") + DisplayText.escape($0) }
    return Row(
      field: difference.path.isEmpty ? "value" : DisplayText.escape(difference.path),
      expected: expected ?? "(nothing)",
      actual: DisplayText.escape(difference.actual ?? "(missing)"), matches: false)
  }

  /// The element matchers of a tuple matcher, `(== 1, > 2)` → `== 1`,
  /// `> 2`; `nil` for another matcher. Commas inside brackets and string
  /// literals do not split.
  static func tupleParts(_ matcher: String) -> [String]? {
    guard matcher.hasPrefix("("), matcher.hasSuffix(")") else { return nil }
    var parts: [String] = []
    var current = ""
    var scanner = DescriptionScanner()
    for character in matcher.dropFirst().dropLast() {
      if scanner.read(character) == .comma, scanner.depth == 0 {
        parts.append(current.trimmingSpaces())
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingSpaces())
    return scanner.isBalanced && parts.count > 1 ? parts : nil
  }

  /// Whether a difference at `path` lies within the field at `field`.
  private static func covers(_ field: String, _ path: String) -> Bool {
    path == field || path.hasPrefix(field + ".") || path.hasPrefix(field + "[")
  }
}

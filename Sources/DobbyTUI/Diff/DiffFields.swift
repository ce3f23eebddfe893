import DobbyCore

/// The field table of a changed value: the first recording's value
/// against the second's, field by field, through ``FieldTable``.
enum DiffFields {
  /// The rows for `a` against `b`: each field of `b` with `a`'s value in
  /// the expected column, ✗ where the two differ.
  static func rows(_ a: ValueTree, _ b: ValueTree) -> [FieldTable.Row] {
    var differences: [FieldMismatch] = []
    collect(a, b, path: "", into: &differences)
    return FieldTable.rows(differences, actual: b).map { row in
      var row = row
      // A field that matches is the same in both.
      if row.matches { row.expected = row.actual }
      return row
    }
  }

  /// Adds the paths where `a` and `b` differ, as deep as both have the
  /// same shape.
  private static func collect(
    _ a: ValueTree, _ b: ValueTree, path: String, into differences: inout [FieldMismatch]
  ) {
    guard a != b else { return }
    let sameShape =
      a.kind == b.kind && !a.children.isEmpty && a.children.count == b.children.count
      && zip(a.children, b.children).allSatisfy { $0.label == $1.label }
    guard sameShape else {
      differences.append(
        FieldMismatch(path: path, expected: a.summary(limit: 200), actual: b.summary(limit: 200)))
      return
    }
    for (index, (childA, childB)) in zip(a.children, b.children).enumerated() {
      let component = ValueTree.component(of: childA, at: index, in: a.kind)
      collect(childA.value, childB.value, path: path + component, into: &differences)
    }
  }
}

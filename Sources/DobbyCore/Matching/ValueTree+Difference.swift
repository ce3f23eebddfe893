extension ValueTree {
  /// The differences from this (expected) tree to `actual`, field by field,
  /// the way a value diff would show them.
  ///
  /// Nodes of different kind, type, case or text differ as a whole; fields
  /// of structs, classes, tuples and enum payloads are compared by label;
  /// collections by count and then element by element; dictionaries by key.
  ///
  /// - Complexity: O(n) in the size of the smaller tree.
  public func differences(to actual: ValueTree, path: String = "") -> [FieldMismatch] {
    var result: [FieldMismatch] = []
    collectDifferences(to: actual, path: path, into: &result)
    return result
  }

  private func collectDifferences(
    to actual: ValueTree, path: String, into result: inout [FieldMismatch]
  ) {
    let whole = FieldMismatch(
      path: path, expected: summary(limit: Matchers.summaryLimit),
      actual: actual.summary(limit: Matchers.summaryLimit))
    guard kind == actual.kind, typeName == actual.typeName, text == actual.text,
      elided == actual.elided
    else {
      result.append(whole)
      return
    }
    switch kind {
    case .collection, .set:
      if children.count != actual.children.count {
        result.append(
          FieldMismatch(
            path: path.isEmpty ? "count" : path + ".count", expected: "\(children.count)",
            actual: "\(actual.children.count)"))
      }
      for (index, (mine, theirs)) in zip(children, actual.children).enumerated() {
        mine.value.collectDifferences(to: theirs.value, path: path + "[\(index)]", into: &result)
      }
    case .dictionary:
      let theirs = Dictionary(
        actual.children.map { ($0.label ?? "", $0.value) }, uniquingKeysWith: { a, _ in a })
      let mine = Set(children.map { $0.label ?? "" })
      for child in children {
        let key = child.label ?? ""
        if let other = theirs[key] {
          child.value.collectDifferences(to: other, path: path + "[\(key)]", into: &result)
        } else {
          result.append(
            FieldMismatch(path: path + "[\(key)]", expected: child.value.summary(), actual: nil))
        }
      }
      for child in actual.children where !mine.contains(child.label ?? "") {
        result.append(
          FieldMismatch(
            path: path + "[\(child.label ?? "")]", expected: nil,
            actual: child.value.summary(limit: Matchers.summaryLimit)))
      }
    case .struct, .class, .tuple, .enum:
      guard children.map(\.label) == actual.children.map(\.label) else {
        result.append(whole)
        return
      }
      for (index, (mine, theirs)) in zip(children, actual.children).enumerated() {
        let name = mine.label ?? "\(index)"
        mine.value.collectDifferences(to: theirs.value, path: path + "." + name, into: &result)
      }
    case .scalar, .string, .nil, .depthLimit, .cycle, .shared:
      break
    }
  }
}

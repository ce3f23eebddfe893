import DobbyCore

extension ValueTree {
  /// The whole tree, one node per line, children indented by two spaces:
  /// leaves as `label: value`, composites as `label: Type` over their
  /// children. Every piece of recorded text is escaped.
  ///
  /// ```text
  /// Order
  ///   id: 7
  ///   lines: Array<Line> (1 element)
  ///     Line
  ///       sku: "A1"
  /// ```
  ///
  /// - Complexity: O(n) in the number of nodes.
  func outline() -> [String] {
    outline(lines: 0..<Int.max)
  }

  /// The lines `lines` of ``outline()``: only they are made, and the
  /// subtrees wholly before them are counted, not drawn.
  ///
  /// - Complexity: O(d · n) integer steps for n nodes at depth d, and the
  ///   text of the lines made.
  func outline(lines range: Range<Int>) -> [String] {
    var walk = OutlineWalk(range: range)
    walk.visit(self, label: nil, depth: 0)
    return walk.lines
  }

  /// The number of lines of ``outline()``, without making them.
  ///
  /// - Complexity: O(n) in the number of nodes.
  func outlineLineCount() -> Int {
    guard hasOutlineChildren else { return 1 }
    var count = 1 + (elided > 0 ? 1 : 0)
    for child in children { count += child.value.outlineLineCount() }
    return count
  }

  /// Whether the outline lists the children under the node's own line.
  fileprivate var hasOutlineChildren: Bool {
    switch kind {
    case .struct, .class, .tuple, .collection, .set, .dictionary: true
    case .enum: !children.isEmpty
    default: false
    }
  }

  /// The node's own line after `prefix` (its indent and label).
  fileprivate func outlineLine(prefix: String) -> String {
    // Saturating: a tree read from a damaged file may claim any count.
    let (sum, overflow) = children.count.addingReportingOverflow(max(0, elided))
    let count = overflow ? Int.max : sum
    switch kind {
    case .struct, .class:
      return prefix + DisplayText.escape(typeName)
    case .tuple:
      return prefix + "(\(plural(count, "element")))"
    case .collection, .set:
      return prefix + DisplayText.escape(typeName) + " (\(plural(count, "element")))"
    case .dictionary:
      return prefix + DisplayText.escape(typeName) + " (\(plural(count, "entry", "entries")))"
    case .enum where !children.isEmpty:
      return prefix + "." + DisplayText.escape(text ?? "")
    default:
      // Cut past what a screen shows, so that measuring it costs little.
      return prefix + summary(limit: ReportIndex.screenTextLimit)
    }
  }
}

/// A walk over a tree's outline that makes the lines in `range` only.
private struct OutlineWalk {
  let range: Range<Int>
  /// The line the next node starts at.
  var line = 0
  var lines: [String] = []

  mutating func visit(_ tree: ValueTree, label: String?, depth: Int) {
    guard line < range.upperBound else { return }
    // A subtree that ends before the range is counted and passed over.
    if line < range.lowerBound, tree.hasOutlineChildren {
      let count = tree.outlineLineCount()
      if line + count <= range.lowerBound {
        line += count
        return
      }
    }
    let indent = String(repeating: "  ", count: depth)
    if range.contains(line) {
      let prefix = indent + (label.map { DisplayText.escape($0) + ": " } ?? "")
      lines.append(tree.outlineLine(prefix: prefix))
    }
    line += 1
    guard tree.hasOutlineChildren else { return }
    for (index, child) in tree.children.enumerated() {
      guard line < range.upperBound else { return }
      let name: String? =
        switch tree.kind {
        case .collection, .set: "[\(index)]"
        case .dictionary: child.label.map { "[\($0)]" }
        default: child.label
        }
      visit(child.value, label: name, depth: depth + 1)
    }
    if tree.elided > 0, line < range.upperBound {
      if range.contains(line) { lines.append(indent + "  …(\(tree.elided) more)") }
      line += 1
    }
  }
}

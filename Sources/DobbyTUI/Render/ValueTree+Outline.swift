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
    var lines: [String] = []
    appendOutline(label: nil, depth: 0, to: &lines)
    return lines
  }

  private func appendOutline(label: String?, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let prefix = indent + (label.map { DisplayText.escape($0) + ": " } ?? "")
    // Saturating: a tree read from a damaged file may claim any count.
    let (sum, overflow) = children.count.addingReportingOverflow(max(0, elided))
    let count = overflow ? Int.max : sum
    switch kind {
    case .struct, .class:
      lines.append(prefix + DisplayText.escape(typeName))
    case .tuple:
      lines.append(prefix + "(\(plural(count, "element")))")
    case .collection, .set:
      lines.append(prefix + DisplayText.escape(typeName) + " (\(plural(count, "element")))")
    case .dictionary:
      lines.append(
        prefix + DisplayText.escape(typeName) + " (\(plural(count, "entry", "entries")))")
    case .enum where !children.isEmpty:
      lines.append(prefix + "." + DisplayText.escape(text ?? ""))
    default:
      lines.append(prefix + summary())
      return
    }
    for (index, child) in children.enumerated() {
      let name: String? =
        switch kind {
        case .collection, .set: "[\(index)]"
        case .dictionary: child.label.map { "[\($0)]" }
        default: child.label
        }
      child.value.appendOutline(label: name, depth: depth + 1, to: &lines)
    }
    if elided > 0 {
      lines.append(indent + "  …(\(elided) more)")
    }
  }
}

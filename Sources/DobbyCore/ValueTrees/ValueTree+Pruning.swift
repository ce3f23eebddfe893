extension ValueTree {
  /// This tree cut to at most `maxNodes` nodes and strings of at most
  /// `maxStringLength` characters, as building the value within those
  /// limits would cut it: what is cut is counted in ``elided`` (a
  /// scalar's long description is elided in its text, `…(N more)…`).
  ///
  /// A recording saves a value too large for one line this way, elided
  /// rather than dropped.
  ///
  /// - Complexity: O(`maxNodes`).
  public func pruned(maxNodes: Int, maxStringLength: Int) -> ValueTree {
    precondition(maxNodes > 0, "maxNodes must be positive (was \(maxNodes))")
    precondition(
      maxStringLength >= 16, "maxStringLength must be at least 16 (was \(maxStringLength))")
    return pruned(allowance: maxNodes, maxStringLength: maxStringLength).tree
  }

  private func pruned(allowance: Int, maxStringLength: Int) -> (tree: ValueTree, used: Int) {
    var node = self
    switch kind {
    case .string:
      if let text, text.count > maxStringLength {
        let half = maxStringLength / 2
        let midpoint = text.count / 2
        // The text holds the head and the tail of what was kept.
        node.text = String(text.prefix(min(half, midpoint))) + String(text.suffix(half))
        node.elided += text.count - node.text!.count
      }
    case .scalar:
      if let text { node.text = DisplayText.elide(text, to: maxStringLength) }
    default:
      break
    }
    guard !children.isEmpty else { return (node, 1) }
    node.children = []
    var used = 1
    for (index, child) in children.enumerated() {
      let left = allowance - used
      guard left > 0 else {
        node.elided += children.count - index
        break
      }
      let share = max(1, left - (children.count - index - 1))
      let cut = child.value.pruned(allowance: share, maxStringLength: maxStringLength)
      used += cut.used
      node.children.append(Child(label: child.label, value: cut.tree))
    }
    return (node, used)
  }
}

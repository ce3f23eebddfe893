extension ValueTree {
  /// A place where a tree leaves part of its value out: a string's middle,
  /// a composite's last children, the levels below the depth limit.
  package struct Cut: Sendable, Hashable {
    /// What the tree leaves out there.
    package enum Kind: Sendable, Hashable {
      /// This many characters of a string's middle.
      case characters(Int)
      /// This many children, after those the tree shows.
      case children(Int)
      /// The levels below a node cut at the depth limit.
      case levels
      /// Parts of a set or a dictionary, or of its elements: a tree sorts
      /// their elements, so the cut is the set or the dictionary whole.
      case inside
    }

    /// The path from the root: `.note`, `.items[3]`, `""` for the root.
    package var path: String
    /// What is left out.
    package var kind: Kind

    /// A cut at `path` of `kind`.
    package init(path: String, kind: Kind) {
      self.path = path
      self.kind = kind
    }
  }

  /// The first `limit` places where this tree cuts its value, in walk
  /// order (a node before its children); a set or a dictionary with a cut
  /// in it is one cut, not walked into.
  ///
  /// - Complexity: O(v) in the nodes of the tree.
  package func cuts(limit: Int) -> [Cut] {
    var cuts: [Cut] = []
    func walk(_ node: ValueTree, _ path: String) {
      guard cuts.count < limit else { return }
      switch node.kind {
      case .depthLimit:
        cuts.append(Cut(path: path, kind: .levels))
      case .string where node.elided > 0:
        cuts.append(Cut(path: path, kind: .characters(node.elided)))
      case .set, .dictionary:
        if node.hasCut { cuts.append(Cut(path: path, kind: .inside)) }
      default:
        if node.elided > 0 { cuts.append(Cut(path: path, kind: .children(node.elided))) }
        for (index, child) in node.children.enumerated() {
          walk(child.value, path + Self.component(of: child, at: index, in: node.kind))
        }
      }
    }
    walk(self, "")
    return cuts
  }

  /// Whether the tree leaves anything out: a string's middle, children,
  /// deeper levels.
  ///
  /// - Complexity: O(v) in the nodes of the tree.
  package var hasCut: Bool {
    switch kind {
    case .depthLimit: true
    case .string: elided > 0
    default: elided > 0 || children.contains { $0.value.hasCut }
    }
  }

  /// A child's step on a path: `[2]` in a collection or a set, `[key]` in
  /// a dictionary, `.label` (or `.2` without one) elsewhere.
  package static func component(of child: Child, at index: Int, in kind: Kind) -> String {
    switch kind {
    case .collection, .set: "[\(index)]"
    case .dictionary: "[\(child.label ?? "")]"
    default: "." + (child.label ?? "\(index)")
    }
  }
}

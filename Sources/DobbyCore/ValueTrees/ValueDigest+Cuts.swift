extension ValueDigest {
  /// The most cuts of a value that ``cuts(of:tree:leavingOut:)`` digests.
  package static let maxCuts = 16

  /// The digest of what `tree`, the tree of `value` with `fields` left
  /// out, leaves out at each of its first ``maxCuts`` cuts, in walk order:
  /// a cut string, a cut level, a set or a dictionary with a cut in it
  /// whole; a composite's children past those the tree shows. Two values
  /// with equal trees whose wholes differ have a cut whose digests differ,
  /// unless the change is past the first ``maxCuts`` cuts.
  ///
  /// ```swift
  /// ValueDigest.cuts(of: letter, tree: ValueTree(describing: letter), leavingOut: [])
  /// // [(Cut(path: ".body", kind: .characters(1_000)), 5d0f5b7d2c51a6e3)]
  /// ```
  ///
  /// - Complexity: O(n) in the size of the parts of `value` on the way to
  ///   the cuts and under them.
  package static func cuts(
    of value: Any, tree: ValueTree, leavingOut fields: [String]
  ) -> [(cut: ValueTree.Cut, digest: ValueDigest)] {
    let cuts = tree.cuts(limit: maxCuts)
    guard !cuts.isEmpty else { return [] }
    var found: [String: ValueDigest] = [:]
    var walk = DigestWalk(leavingOut: fields)
    func visit(_ value: Any, _ node: ValueTree, at path: String, _ valuePath: String, depth: Int) {
      guard depth <= maxDepth else { return }
      if let cut = cuts.first(where: { $0.path == path }) {
        switch cut.kind {
        case .children:
          if let (inner, mirror) = unwrapped(value) {
            let skipping = shown(of: node, in: inner, mirror: mirror, at: valuePath, walk)
            found[path] = ValueDigest(
              bits: walk.composite(
                inner, mirror: mirror, type: ValueTree.typeName(of: inner), depth: depth,
                path: valuePath, skipping: skipping))
          }
        default:
          found[path] = ValueDigest(bits: walk.digest(value, depth: depth, path: valuePath))
          return
        }
      }
      guard !node.children.isEmpty, let (inner, mirror) = unwrapped(value) else { return }
      var index = 0
      for (offset, child) in Self.children(of: inner, mirror: mirror).enumerated() {
        guard node.children.indices.contains(index) else { return }
        let step = node.kind == .collection ? "[\(offset)]" : "." + (child.label ?? "\(offset)")
        if let label = child.label, walk.names.contains(label) { continue }
        if walk.paths.contains(valuePath + step) { continue }
        let kept = node.children[index]
        let childPath = path + ValueTree.component(of: kept, at: index, in: node.kind)
        index += 1
        guard cuts.contains(where: { $0.path.hasPrefix(childPath) }) else { continue }
        visit(child.value, kept.value, at: childPath, valuePath + step, depth: depth + 1)
      }
    }
    visit(value, tree, at: "", "", depth: 0)
    return cuts.compactMap { cut in found[cut.path].map { (cut, $0) } }
  }

  /// `value` below its optionals and its mirror; `nil` for a string or
  /// `nil`.
  private static func unwrapped(_ value: Any) -> (Any, Mirror)? {
    var value = value
    while ValueTree.stringValue(value) == nil {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .optional else { return (value, mirror) }
      guard let wrapped = mirror.children.first?.value else { return nil }
      value = wrapped
    }
    return nil
  }

  /// The children of a composite as a tree lists them: an enum's payload
  /// (a tuple's elements), a tuple's elements labelled without their dot.
  private static func children(of value: Any, mirror: Mirror) -> [(label: String?, value: Any)] {
    switch mirror.displayStyle {
    case .enum:
      guard let payload = mirror.children.first else { return [] }
      let inner = Mirror(reflecting: payload.value)
      guard inner.displayStyle == .tuple else { return [(nil, payload.value)] }
      return inner.children.map { ($0.label.map(ValueTree.tupleLabel), $0.value) }
    case .tuple:
      return mirror.children.map { ($0.label.map(ValueTree.tupleLabel), $0.value) }
    case .collection: return mirror.children.map { (nil, $0.value) }
    default: return mirror.children.map { ($0.label, $0.value) }
    }
  }

  /// How many of a composite's children come before the first one `node`
  /// (its tree, fields left out) cuts: those it shows and those left out
  /// among them.
  private static func shown(
    of node: ValueTree, in value: Any, mirror: Mirror, at valuePath: String, _ walk: DigestWalk
  ) -> Int {
    guard !node.children.isEmpty else { return 0 }
    var kept = 0
    for (offset, child) in children(of: value, mirror: mirror).enumerated() {
      let step = node.kind == .collection ? "[\(offset)]" : "." + (child.label ?? "\(offset)")
      if let label = child.label, walk.names.contains(label) { continue }
      if walk.paths.contains(valuePath + step) { continue }
      kept += 1
      if kept == node.children.count { return offset + 1 }
    }
    return node.children.count
  }
}

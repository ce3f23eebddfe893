extension ValueTree {
  /// The bounds a tree is built within.
  public struct Limits: Sendable, Hashable {
    /// Nodes deeper than this are cut (``ValueTree/Kind/depthLimit``);
    /// each `Optional` unwrapped on the way counts as a level.
    public var maxDepth: Int
    /// Strings longer than this many characters are elided in the middle.
    public var maxStringLength: Int
    /// Composites with more children keep the first this many.
    public var maxChildren: Int
    /// The most nodes a tree holds. A composite gives its first children
    /// the most (as a summary shows a value's head) and keeps at least a
    /// node for each later one; what does not fit is counted in the
    /// composites' ``ValueTree/elided``.
    public var maxNodes: Int

    /// Limits of the given sizes.
    public init(
      maxDepth: Int = 12, maxStringLength: Int = 1_000, maxChildren: Int = 100,
      maxNodes: Int = 10_000
    ) {
      precondition(maxDepth > 0, "maxDepth must be positive (was \(maxDepth))")
      precondition(
        maxStringLength >= 16, "maxStringLength must be at least 16 (was \(maxStringLength))")
      precondition(maxChildren > 0, "maxChildren must be positive (was \(maxChildren))")
      precondition(maxNodes > 0, "maxNodes must be positive (was \(maxNodes))")
      self.maxDepth = maxDepth
      self.maxStringLength = maxStringLength
      self.maxChildren = maxChildren
      self.maxNodes = maxNodes
    }

    /// The limits recordings use.
    public static let standard = Limits()
  }

  /// The tree of `value`, built through `Mirror` within `limits`.
  ///
  /// A class instance reached a second time is described once, where it
  /// is first reached, and referred to after (``ValueTree/Kind/shared``);
  /// one reached again below itself is a ``ValueTree/Kind/cycle``. A
  /// `Mirror` whose children never end is read no further than
  /// `maxChildren` (and counted up to ``countLimit``).
  ///
  /// - Complexity: O(`limits.maxNodes`) nodes at most, each costing its
  ///   `Mirror` and up to `maxChildren` children read.
  public init(describing value: Any, limits: Limits = .standard) {
    var builder = MirrorWalk(limits: limits)
    self = builder.build(value, depth: 0, allowance: limits.maxNodes).tree
  }

  /// How far the children of a `Mirror` that cannot count them cheaply
  /// are counted: past this, ``elided`` says this many.
  public static let countLimit = 100_000

  /// Tuple labels from `Mirror` are `.0`, `.1`, … for unnamed elements.
  static func tupleLabel(_ label: String) -> String {
    label.hasPrefix(".") ? String(label.dropFirst()) : label
  }

  static func typeName(of value: Any) -> String {
    _typeName(Swift.type(of: value), qualified: false)
  }
}

/// One walk of a value through `Mirror`: the instances on the path (for
/// cycles), those described so far (for sharing), and the path's labels.
private struct MirrorWalk {
  let limits: ValueTree.Limits
  /// The class instances on the path from the root.
  var onPath: [ObjectIdentifier] = []
  /// Each instance described so far, kept alive so that its identifier is
  /// not reused during the walk, and the path where it was described.
  var described: [ObjectIdentifier: (object: AnyObject, path: [String])] = [:]
  /// The path from the root, one component per level (`.name`, `[2]`).
  var path: [String] = []

  init(limits: ValueTree.Limits) { self.limits = limits }

  /// The tree of `value` in at most `allowance` nodes (at least 1), and
  /// how many it used.
  mutating func build(
    _ value: Any, depth: Int, allowance: Int
  ) -> (tree: ValueTree, used: Int) {
    let node: Reached
    switch unwrap(value, depth: depth) {
    case .leaf(let tree): return (tree, 1)
    case .reached(let reached): node = reached
    }
    var identity: ObjectIdentifier?
    if let seen = revisit(node, identity: &identity) { return (seen, 1) }
    guard let style = node.mirror.displayStyle,
      !node.mirror.children.isEmpty || style == .collection || style == .set
        || style == .dictionary || style == .enum || style == .tuple
    else {
      let text = DisplayText.elide(String(describing: node.value), to: limits.maxStringLength)
      return (ValueTree(kind: .scalar, typeName: node.type, text: text), 1)
    }
    if let identity { onPath.append(identity) }
    defer { if identity != nil { onPath.removeLast() } }
    return composite(node, style: style, allowance)
  }

  /// A value reached below its optionals: its type's name, its mirror and
  /// its depth, each unwrapped optional counted as a level.
  private struct Reached {
    let value: Any
    let type: String
    let mirror: Mirror
    let depth: Int
  }

  /// What unwrapping a value's optionals ends in: a leaf (a string, `nil`,
  /// the depth limit) or a value to describe through its mirror.
  private enum Unwrapped {
    case leaf(ValueTree)
    case reached(Reached)
  }

  /// `value` with its optionals unwrapped, or the leaf it ends in.
  private func unwrap(_ value: Any, depth: Int) -> Unwrapped {
    var value = value
    var depth = depth
    var type = ValueTree.typeName(of: value)
    if let text = ValueTree.stringValue(value) { return .leaf(stringNode(text, type: type)) }
    var mirror = Mirror(reflecting: value)
    // Unwrapped in a loop that counts each level: a custom mirror whose
    // optional child is optional again must not recurse without bound.
    while mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else {
        return .leaf(ValueTree(kind: .nil, typeName: type, text: "nil"))
      }
      if depth >= limits.maxDepth {
        return .leaf(ValueTree(kind: .depthLimit, typeName: type, text: Glyphs.unicode.ellipsis))
      }
      value = wrapped
      type = ValueTree.typeName(of: value)
      if let text = ValueTree.stringValue(value) { return .leaf(stringNode(text, type: type)) }
      mirror = Mirror(reflecting: value)
      depth += 1
    }
    if depth >= limits.maxDepth {
      return .leaf(ValueTree(kind: .depthLimit, typeName: type, text: Glyphs.unicode.ellipsis))
    }
    return .reached(Reached(value: value, type: type, mirror: mirror, depth: depth))
  }

  /// The node of a class instance reached again: a ``ValueTree/Kind/cycle``
  /// on the path, else a ``ValueTree/Kind/shared`` reference. An instance
  /// reached for the first time is registered, its identity set in
  /// `identity`, and `nil` returned.
  private mutating func revisit(_ node: Reached, identity: inout ObjectIdentifier?) -> ValueTree? {
    // Only a real instance has an identity: a struct whose mirror says
    // `.class` would be boxed anew each time, and could seem to repeat.
    guard Swift.type(of: node.value) is AnyClass else { return nil }
    let object = node.value as AnyObject
    let id = ObjectIdentifier(object)
    if onPath.contains(id) {
      return ValueTree(kind: .cycle, typeName: node.type, text: Glyphs.unicode.cycle)
    }
    if let first = described[id] {
      return ValueTree(kind: .shared, typeName: node.type, text: first.path.joined())
    }
    described[id] = (object, path)
    identity = id
    return nil
  }

  /// What a composite holds before its children are built: its kind and
  /// text, the children to build, and how many more the mirror holds.
  private struct Layout {
    var kind: ValueTree.Kind
    var text: String?
    var pending: [(label: String?, value: Any)] = []
    var rest = 0
  }

  /// The composite `node` of `style`, with its children built within
  /// `allowance`, and how many nodes it used.
  private mutating func composite(
    _ node: Reached, style: Mirror.DisplayStyle, _ allowance: Int
  ) -> (tree: ValueTree, used: Int) {
    guard let layout = layout(of: node, style: style) else {
      return (ValueTree(kind: .enum, typeName: node.type, text: caseName(of: node.value)), 1)
    }
    var (children, used, elided) = buildChildren(of: layout, depth: node.depth, allowance)
    elided += layout.rest
    switch layout.kind {
    case .dictionary: children.sort { ($0.label ?? "") < ($1.label ?? "") }
    case .set: children.sort { $0.value.summary() < $1.value.summary() }
    default: break
    }
    return (
      ValueTree(
        kind: layout.kind, typeName: node.type, text: layout.text, children: children,
        elided: elided),
      used
    )
  }

  /// The layout of a composite of `style`; `nil` for an enum case without
  /// a payload.
  private func layout(of node: Reached, style: Mirror.DisplayStyle) -> Layout? {
    let mirror = node.mirror
    var layout = Layout(kind: .struct)
    func take(_ children: Mirror.Children, _ label: (String?) -> String? = { _ in nil }) {
      layout.pending = children.prefix(limits.maxChildren).map { (label($0.label), $0.value) }
      layout.rest = Self.count(children, after: layout.pending.count)
    }
    switch style {
    case .enum:
      layout.kind = .enum
      guard let payload = mirror.children.first else { return nil }
      layout.text = payload.label ?? caseName(of: node.value)
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        take(inner.children) { $0.map(ValueTree.tupleLabel) }
      } else {
        layout.pending = [(nil, payload.value)]
      }
    case .dictionary:
      layout.kind = .dictionary
      take(mirror.children)
    case .tuple:
      layout.kind = .tuple
      take(mirror.children) { $0.map(ValueTree.tupleLabel) }
    case .collection, .set:
      layout.kind = style == .set ? .set : .collection
      take(mirror.children)
    default:
      layout.kind = style == .class ? .class : .struct
      take(mirror.children) { $0 }
    }
    return layout
  }

  /// The children of a composite laid out as `layout`, built within
  /// `allowance` less the composite's own node; the nodes used (that one
  /// included), and how many children did not fit.
  private mutating func buildChildren(
    of layout: Layout, depth: Int, _ allowance: Int
  ) -> (children: [ValueTree.Child], used: Int, elided: Int) {
    var used = 1
    var children: [ValueTree.Child] = []
    let pending = layout.pending
    for (index, child) in pending.enumerated() {
      let left = allowance - used
      guard left > 0 else { return (children, used, pending.count - index) }
      // What is left, less one node for each later child: the first
      // children keep the most detail, as a summary shows its head.
      let share = max(1, left - (pending.count - index - 1))
      let built =
        layout.kind == .dictionary
        ? buildEntry(child.value, depth: depth, share: share)
        : buildElement(child, at: index, of: layout.kind, depth: depth, share: share)
      guard let built else { continue }
      used += built.used
      children.append(built.child)
    }
    return (children, used, 0)
  }

  /// A dictionary's entry (a key-value pair) as a child labelled with its
  /// key's summary; `nil` when its mirror is not a pair.
  private mutating func buildEntry(
    _ entry: Any, depth: Int, share: Int
  ) -> (child: ValueTree.Child, used: Int)? {
    let parts = Array(Mirror(reflecting: entry).children.prefix(2))
    guard parts.count == 2 else { return nil }
    let key = build(parts[0].value, depth: depth + 1, allowance: max(1, share / 2))
    let label = key.tree.summary()
    path.append("[\(label)]")
    let built = build(parts[1].value, depth: depth + 1, allowance: max(1, share - key.used))
    path.removeLast()
    return (ValueTree.Child(label: label, value: built.tree), key.used + built.used)
  }

  /// The child at `index` of a composite of `kind` other than a
  /// dictionary, on the path as `[index]` or `.label`.
  private mutating func buildElement(
    _ child: (label: String?, value: Any), at index: Int, of kind: ValueTree.Kind, depth: Int,
    share: Int
  ) -> (child: ValueTree.Child, used: Int) {
    switch kind {
    case .collection, .set: path.append("[\(index)]")
    default: path.append("." + (child.label ?? "\(index)"))
    }
    let built = build(child.value, depth: depth + 1, allowance: share)
    path.removeLast()
    return (ValueTree.Child(label: child.label, value: built.tree), built.used)
  }

  /// How many children `children` holds after its first `kept`: at once
  /// for a random-access collection, else by walking at most
  /// ``ValueTree/countLimit`` of them.
  private static func count(_ children: Mirror.Children, after kept: Int) -> Int {
    if let all = AnyRandomAccessCollection(children) { return max(0, all.count - kept) }
    guard
      let start = children.index(
        children.startIndex, offsetBy: kept, limitedBy: children.endIndex)
    else { return 0 }
    var count = 0
    var index = start
    while index != children.endIndex && count < ValueTree.countLimit {
      children.formIndex(after: &index)
      count += 1
    }
    return count
  }

  private func stringNode(_ text: String, type: String) -> ValueTree {
    let count = text.count
    guard count > limits.maxStringLength else {
      return ValueTree(kind: .string, typeName: type, text: text)
    }
    let half = limits.maxStringLength / 2
    let kept = String(text.prefix(half)) + String(text.suffix(half))
    return ValueTree(kind: .string, typeName: type, text: kept, elided: count - 2 * half)
  }

  /// The case name of an enum value, read from the type's metadata: its
  /// `description` may say anything (a custom one may even name another
  /// case). Where the metadata has none (a mirror that only says it is an
  /// enum, or reflection metadata stripped), the head of a custom
  /// description, else the type's name: printing the value would walk its
  /// mirror again, without bound if the mirror is a cycle.
  func caseName(of value: Any) -> String {
    func name<T>(_ value: T) -> String? {
      _dobbyEnumCaseName(value).map { String(cString: $0) }
    }
    if let name = _openExistential(value, do: name) { return name }
    guard let described = value as? any CustomStringConvertible else {
      return ValueTree.typeName(of: value)
    }
    return String(described.description.prefix { $0 != "(" }.prefix(limits.maxStringLength))
  }
}

/// The Swift runtime's name of an enum value's case (what `print` shows
/// for an enum without a custom description), or `nil`.
@_silgen_name("swift_EnumCaseName")
private func _dobbyEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

extension ValueTree {
  /// The text of a `String`, `Substring` or `Character`, which a tree
  /// keeps as one string leaf and a digest hashes as one string; `nil` for
  /// any other value.
  static func stringValue(_ value: Any) -> String? {
    switch value {
    case let text as String: text
    case let text as Substring: String(text)
    case let character as Character: String(character)
    default: nil
    }
  }
}

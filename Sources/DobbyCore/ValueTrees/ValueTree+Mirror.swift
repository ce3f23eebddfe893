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
    var value = value
    var depth = depth
    var type = ValueTree.typeName(of: value)
    if let text = Self.stringValue(value) { return (stringNode(text, type: type), 1) }
    var mirror = Mirror(reflecting: value)
    // Unwrapped in a loop that counts each level: a custom mirror whose
    // optional child is optional again must not recurse without bound.
    while mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else {
        return (ValueTree(kind: .nil, typeName: type, text: "nil"), 1)
      }
      if depth >= limits.maxDepth {
        return (ValueTree(kind: .depthLimit, typeName: type, text: "…"), 1)
      }
      value = wrapped
      type = ValueTree.typeName(of: value)
      if let text = Self.stringValue(value) { return (stringNode(text, type: type), 1) }
      mirror = Mirror(reflecting: value)
      depth += 1
    }
    let style = mirror.displayStyle
    if depth >= limits.maxDepth {
      return (ValueTree(kind: .depthLimit, typeName: type, text: "…"), 1)
    }
    // Only a real instance has an identity: a struct whose mirror says
    // `.class` would be boxed anew each time, and could seem to repeat.
    var identity: ObjectIdentifier?
    if Swift.type(of: value) is AnyClass {
      let object = value as AnyObject
      let id = ObjectIdentifier(object)
      if onPath.contains(id) { return (ValueTree(kind: .cycle, typeName: type, text: "↻"), 1) }
      if let first = described[id] {
        return (ValueTree(kind: .shared, typeName: type, text: first.path.joined()), 1)
      }
      described[id] = (object, path)
      identity = id
    }
    guard let style,
      !mirror.children.isEmpty || style == .collection || style == .set
        || style == .dictionary || style == .enum || style == .tuple
    else {
      let text = DisplayText.elide(String(describing: value), to: limits.maxStringLength)
      return (ValueTree(kind: .scalar, typeName: type, text: text), 1)
    }
    if let identity { onPath.append(identity) }
    defer { if identity != nil { onPath.removeLast() } }
    return composite(value, mirror: mirror, style: style, type: type, depth: depth, allowance)
  }

  private mutating func composite(
    _ value: Any, mirror: Mirror, style: Mirror.DisplayStyle, type: String, depth: Int,
    _ allowance: Int
  ) -> (tree: ValueTree, used: Int) {
    var used = 1
    var children: [ValueTree.Child] = []
    var elided = 0
    // The children to build, and how many more the mirror holds.
    var pending: [(label: String?, value: Any)] = []
    var rest = 0
    func take(
      _ children: Mirror.Children, _ label: (String?) -> String? = { _ in nil }
    ) {
      pending = children.prefix(limits.maxChildren).map { (label($0.label), $0.value) }
      rest = Self.count(children, after: pending.count)
    }
    let kind: ValueTree.Kind
    var text: String?
    switch style {
    case .enum:
      kind = .enum
      guard let payload = mirror.children.first else {
        return (ValueTree(kind: .enum, typeName: type, text: caseName(of: value)), 1)
      }
      text = payload.label ?? caseName(of: value)
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        take(inner.children) { $0.map(ValueTree.tupleLabel) }
      } else {
        pending = [(nil, payload.value)]
      }
    case .dictionary:
      kind = .dictionary
      take(mirror.children)
    case .tuple:
      kind = .tuple
      take(mirror.children) { $0.map(ValueTree.tupleLabel) }
    case .collection, .set:
      kind = style == .set ? .set : .collection
      take(mirror.children)
    default:
      kind = style == .class ? .class : .struct
      take(mirror.children) { $0 }
    }
    for (index, child) in pending.enumerated() {
      let left = allowance - used
      guard left > 0 else {
        elided += pending.count - index
        break
      }
      // What is left, less one node for each later child: the first
      // children keep the most detail, as a summary shows its head.
      let share = max(1, left - (pending.count - index - 1))
      if kind == .dictionary {
        let parts = Array(Mirror(reflecting: child.value).children.prefix(2))
        guard parts.count == 2 else { continue }
        let key = build(parts[0].value, depth: depth + 1, allowance: max(1, share / 2))
        let label = key.tree.summary()
        path.append("[\(label)]")
        let built = build(parts[1].value, depth: depth + 1, allowance: max(1, share - key.used))
        path.removeLast()
        used += key.used + built.used
        children.append(ValueTree.Child(label: label, value: built.tree))
        continue
      }
      switch kind {
      case .collection, .set: path.append("[\(index)]")
      default: path.append("." + (child.label ?? "\(index)"))
      }
      let built = build(child.value, depth: depth + 1, allowance: share)
      path.removeLast()
      used += built.used
      children.append(ValueTree.Child(label: child.label, value: built.tree))
    }
    elided += rest
    switch kind {
    case .dictionary: children.sort { ($0.label ?? "") < ($1.label ?? "") }
    case .set: children.sort { $0.value.summary() < $1.value.summary() }
    default: break
    }
    return (
      ValueTree(kind: kind, typeName: type, text: text, children: children, elided: elided), used
    )
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

  private static func stringValue(_ value: Any) -> String? {
    switch value {
    case let text as String: text
    case let text as Substring: String(text)
    case let character as Character: String(character)
    default: nil
    }
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

extension ValueTree {
  /// The bounds a tree is built within.
  public struct Limits: Sendable, Hashable {
    /// Nodes deeper than this are cut (``ValueTree/Kind/depthLimit``).
    public var maxDepth: Int
    /// Strings longer than this many characters are elided in the middle.
    public var maxStringLength: Int
    /// Composites with more children keep the first this many.
    public var maxChildren: Int

    /// Limits of the given sizes.
    public init(maxDepth: Int = 12, maxStringLength: Int = 1_000, maxChildren: Int = 100) {
      precondition(maxDepth > 0, "maxDepth must be positive (was \(maxDepth))")
      precondition(
        maxStringLength >= 16, "maxStringLength must be at least 16 (was \(maxStringLength))")
      precondition(maxChildren > 0, "maxChildren must be positive (was \(maxChildren))")
      self.maxDepth = maxDepth
      self.maxStringLength = maxStringLength
      self.maxChildren = maxChildren
    }

    /// The limits recordings use.
    public static let standard = Limits()
  }

  /// The tree of `value`, built through `Mirror` within `limits`.
  ///
  /// - Complexity: O(n) in the number of nodes kept, at most about
  ///   `maxChildren ^ maxDepth` but in practice the size of the value.
  public init(describing value: Any, limits: Limits = .standard) {
    var path: [ObjectIdentifier] = []
    self = Self.build(value, depth: 0, limits: limits, path: &path)
  }

  private static func build(
    _ value: Any, depth: Int, limits: Limits, path: inout [ObjectIdentifier]
  ) -> ValueTree {
    let type = typeName(of: value)
    if let text = stringValue(value) {
      return stringNode(text, type: type, limits: limits)
    }
    let mirror = Mirror(reflecting: value)
    let style = mirror.displayStyle
    if style == .optional {
      guard let wrapped = mirror.children.first?.value else {
        return ValueTree(kind: .nil, typeName: type, text: "nil")
      }
      return build(wrapped, depth: depth, limits: limits, path: &path)
    }
    if depth >= limits.maxDepth {
      return ValueTree(kind: .depthLimit, typeName: type, text: "…")
    }
    var identity: ObjectIdentifier?
    if style == .class || Swift.type(of: value) is AnyClass {
      let id = ObjectIdentifier(value as AnyObject)
      if path.contains(id) { return ValueTree(kind: .cycle, typeName: type, text: "↻") }
      identity = id
    }
    guard let style,
      mirror.children.count > 0 || style == .collection || style == .set
        || style == .dictionary || style == .enum || style == .tuple
    else {
      return ValueTree(kind: .scalar, typeName: type, text: String(describing: value))
    }
    if let identity { path.append(identity) }
    defer { if identity != nil { path.removeLast() } }

    var children: [Child] = []
    var elided = 0
    func add(_ label: String?, _ child: Any) {
      guard children.count < limits.maxChildren else {
        elided += 1
        return
      }
      children.append(
        Child(label: label, value: build(child, depth: depth + 1, limits: limits, path: &path)))
    }

    switch style {
    case .enum:
      guard let payload = mirror.children.first else {
        return ValueTree(kind: .enum, typeName: type, text: caseName(of: value))
      }
      let name = payload.label ?? caseName(of: value)
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        for (label, child) in inner.children { add(label.map(tupleLabel), child) }
      } else {
        add(nil, payload.value)
      }
      return ValueTree(kind: .enum, typeName: type, text: name, children: children, elided: elided)
    case .dictionary:
      for (_, pair) in mirror.children {
        let parts = Array(Mirror(reflecting: pair).children)
        guard parts.count == 2 else { continue }
        let key = build(parts[0].value, depth: depth + 1, limits: limits, path: &path)
        add(key.summary(), parts[1].value)
      }
      children.sort { ($0.label ?? "") < ($1.label ?? "") }
      return ValueTree(kind: .dictionary, typeName: type, children: children, elided: elided)
    case .tuple:
      for (label, child) in mirror.children { add(label.map(tupleLabel), child) }
      return ValueTree(kind: .tuple, typeName: type, children: children, elided: elided)
    case .collection, .set:
      for (_, child) in mirror.children { add(nil, child) }
      if style == .set { children.sort { $0.value.summary() < $1.value.summary() } }
      return ValueTree(
        kind: style == .set ? .set : .collection, typeName: type, children: children,
        elided: elided)
    default:
      for (label, child) in mirror.children { add(label, child) }
      return ValueTree(
        kind: style == .class ? .class : .struct, typeName: type, children: children,
        elided: elided)
    }
  }

  private static func stringValue(_ value: Any) -> String? {
    switch value {
    case let text as String: text
    case let text as Substring: String(text)
    case let character as Character: String(character)
    default: nil
    }
  }

  private static func stringNode(_ text: String, type: String, limits: Limits) -> ValueTree {
    let count = text.count
    guard count > limits.maxStringLength else {
      return ValueTree(kind: .string, typeName: type, text: text)
    }
    let half = limits.maxStringLength / 2
    let kept = String(text.prefix(half)) + String(text.suffix(half))
    return ValueTree(kind: .string, typeName: type, text: kept, elided: count - 2 * half)
  }

  /// Tuple labels from `Mirror` are `.0`, `.1`, … for unnamed elements.
  private static func tupleLabel(_ label: String) -> String {
    label.hasPrefix(".") ? String(label.dropFirst()) : label
  }

  private static func caseName(of value: Any) -> String {
    let text = String(describing: value)
    return String(text.prefix { $0 != "(" })
  }

  static func typeName(of value: Any) -> String {
    _typeName(Swift.type(of: value), qualified: false)
  }
}

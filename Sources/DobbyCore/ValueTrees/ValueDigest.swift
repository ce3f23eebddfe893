/// A stable 64-bit digest of a whole value: what a ``ValueTree`` cuts (a
/// string past ``ValueTree/Limits/maxStringLength``, children past
/// ``ValueTree/Limits/maxChildren``, levels past
/// ``ValueTree/Limits/maxDepth``) still counts, so two values whose trees
/// are equal but whose wholes differ have different digests.
///
/// The value is walked through `Mirror` as ``ValueTree/init(describing:limits:)``
/// walks it, without its limits: each node's kind, type, text and labelled
/// children feed a 64-bit FNV-1a hash, each composite hashing its children's
/// digests (a dictionary's or a set's in sorted order, so that hashing order
/// does not count). The same value gives the same digest in every process.
/// A class instance reached again is hashed as its first digest (or as a
/// cycle on its own path). A value too large to walk (more than
/// ``maxNodes`` nodes, ``maxDepth`` levels) is hashed up to there.
///
/// ```swift
/// let digest = ValueDigest(of: order, leavingOut: ["createdAt"])
/// print(digest)  // 16 hex digits: 3f1c0a9be2d47781
/// ```
package struct ValueDigest: Sendable, Hashable, CustomStringConvertible {
  /// The digest's 64 bits.
  package var bits: UInt64

  /// The most nodes a digest walks; past this the rest is not hashed.
  package static let maxNodes = 2_000_000
  /// The deepest level a digest walks.
  package static let maxDepth = 200

  /// The digest of `bits`.
  package init(bits: UInt64) { self.bits = bits }

  /// The digest of `value`, with `fields` left out as
  /// `InteractionSnapshot.leavingOut(_:from:)` leaves them out of its tree:
  /// a plain name (`id`) at any depth, a path from the root (`.order.id`).
  ///
  /// - Complexity: O(n) in the value's nodes and characters (at most
  ///   ``maxNodes`` nodes).
  package init(of value: Any, leavingOut fields: [String] = []) {
    var walk = DigestWalk(leavingOut: fields)
    self.init(bits: walk.digest(value, depth: 0, path: ""))
  }

  /// The digest that ``description`` wrote: 16 lowercase hex digits.
  package init?(_ text: String) {
    guard text.utf8.count == 16,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
      let bits = UInt64(text, radix: 16)
    else { return nil }
    self.init(bits: bits)
  }

  /// 16 lowercase hex digits.
  package var description: String { FNV1a.hex(bits) }
}

/// One uncut walk of a value for its digest.
private struct DigestWalk {
  let names: Set<String>
  let paths: Set<String>
  var onPath: [ObjectIdentifier] = []
  var described: [ObjectIdentifier: (object: AnyObject, digest: UInt64)] = [:]
  var nodes = 0

  init(leavingOut fields: [String]) {
    names = Set(fields.filter { !$0.hasPrefix(".") && !$0.hasPrefix("[") })
    paths = Set(fields.filter { $0.hasPrefix(".") || $0.hasPrefix("[") })
  }

  /// Tags that keep the node kinds apart in the hash.
  enum Tag: UInt8 {
    case string = 1, scalar, `nil`, cut, cycle, composite, enumCase
  }

  mutating func digest(_ value: Any, depth: Int, path: String) -> UInt64 {
    var hash = FNV1a()
    nodes += 1
    guard nodes <= ValueDigest.maxNodes, depth <= ValueDigest.maxDepth else {
      hash.add(byte: Tag.cut.rawValue)
      return hash.value
    }
    var value = value
    var mirror: Mirror
    while true {
      if let text = ValueTree.stringValue(value) {
        hash.add(byte: Tag.string.rawValue)
        hash.add(ValueTree.typeName(of: value))
        hash.add(text)
        return hash.value
      }
      mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .optional else { break }
      guard let wrapped = mirror.children.first?.value else {
        hash.add(byte: Tag.nil.rawValue)
        return hash.value
      }
      value = wrapped
    }
    let type = ValueTree.typeName(of: value)
    var identity: ObjectIdentifier?
    if Swift.type(of: value) is AnyClass {
      let object = value as AnyObject
      let id = ObjectIdentifier(object)
      if onPath.contains(id) {
        hash.add(byte: Tag.cycle.rawValue)
        hash.add(type)
        return hash.value
      }
      if let first = described[id] { return first.digest }
      identity = id
      onPath.append(id)
    }
    defer { if identity != nil { onPath.removeLast() } }
    let bits = composite(value, mirror: mirror, type: type, depth: depth, path: path)
    if let identity { described[identity] = (value as AnyObject, bits) }
    return bits
  }

  private mutating func composite(
    _ value: Any, mirror: Mirror, type: String, depth: Int, path: String
  ) -> UInt64 {
    var hash = FNV1a()
    guard let style = mirror.displayStyle,
      !mirror.children.isEmpty || style == .collection || style == .set
        || style == .dictionary || style == .enum || style == .tuple
    else {
      hash.add(byte: Tag.scalar.rawValue)
      hash.add(type)
      hash.add(String(describing: value))
      return hash.value
    }
    var children: [(label: String?, value: Any)] = []
    var unordered = false
    var isDictionary = false
    switch style {
    case .enum:
      hash.add(byte: Tag.enumCase.rawValue)
      guard let payload = mirror.children.first else {
        hash.add(type)
        hash.add(String(describing: value))
        return hash.value
      }
      hash.add(payload.label ?? "")
      let inner = Mirror(reflecting: payload.value)
      if inner.displayStyle == .tuple {
        children = inner.children.prefix(ValueDigest.maxNodes).map {
          ($0.label.map(ValueTree.tupleLabel), $0.value)
        }
      } else {
        children = [(nil, payload.value)]
      }
    case .tuple:
      hash.add(byte: Tag.composite.rawValue)
      children = mirror.children.prefix(ValueDigest.maxNodes).map {
        ($0.label.map(ValueTree.tupleLabel), $0.value)
      }
    case .dictionary:
      hash.add(byte: Tag.composite.rawValue)
      isDictionary = true
      unordered = true
      children = mirror.children.prefix(ValueDigest.maxNodes).map { (nil, $0.value) }
    case .set:
      hash.add(byte: Tag.composite.rawValue)
      unordered = true
      children = mirror.children.prefix(ValueDigest.maxNodes).map { (nil, $0.value) }
    case .collection:
      hash.add(byte: Tag.composite.rawValue)
      children = mirror.children.prefix(ValueDigest.maxNodes).map { (nil, $0.value) }
    default:
      hash.add(byte: Tag.composite.rawValue)
      children = mirror.children.prefix(ValueDigest.maxNodes).map { ($0.label, $0.value) }
    }
    hash.add(type)
    hash.add(byte: style == .class ? 1 : 0)
    var digests: [UInt64] = []
    digests.reserveCapacity(children.count)
    for (index, child) in children.enumerated() {
      if isDictionary {
        if let entry = entry(child.value, depth: depth, path: path) { digests.append(entry) }
        continue
      }
      if let label = child.label, names.contains(label) { continue }
      let component =
        switch style {
        case .collection, .set: "[\(index)]"
        default: "." + (child.label ?? "\(index)")
        }
      let childPath = paths.isEmpty ? "" : path + component
      if !paths.isEmpty, paths.contains(childPath) { continue }
      var item = FNV1a()
      item.add(child.label ?? "")
      item.add(digest(child.value, depth: depth + 1, path: childPath))
      digests.append(item.value)
    }
    if unordered { digests.sort() }
    hash.add(UInt64(digests.count))
    for digest in digests { hash.add(digest) }
    return hash.value
  }

  /// A dictionary entry's digest: its key's and its value's, or `nil`
  /// when the entry is left out by its path.
  private mutating func entry(_ pair: Any, depth: Int, path: String) -> UInt64? {
    let parts = Array(Mirror(reflecting: pair).children.prefix(2))
    guard parts.count == 2 else { return nil }
    var childPath = ""
    if !paths.isEmpty {
      childPath = path + "[\(ValueTree(describing: parts[0].value).summary())]"
      if paths.contains(childPath) { return nil }
    }
    var item = FNV1a()
    item.add(digest(parts[0].value, depth: depth + 1, path: ""))
    item.add(digest(parts[1].value, depth: depth + 1, path: childPath))
    return item.value
  }
}

/// A field `expectSnapshot` leaves out of every value: a name (`"id"`)
/// at any depth, a path from the value's root (`".order.id"`), or a key
/// path (`.keyPath(\Order.id)`, the path `.id`).
///
/// ```swift
/// expectSnapshot(of: [store.save], leavingOut: ["createdAt", .keyPath(\Order.id)])
/// ```
public struct SnapshotField: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The name or path, as the snapshot file's `leftOut` lists it.
  public var path: String

  /// A name (`"id"`) or a path from the value's root (`".order.id"`).
  public init(_ path: String) {
    self.path = path
  }

  /// A name or a path, written as a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The field `keyPath` reaches from the recorded value: `\Order.total`
  /// is `.total`, `\Order.customer.email` is `.customer.email`.
  ///
  /// The path is read from the key path's description, which names stored
  /// properties; a key path through a computed property or a subscript
  /// has no field in the value and leaves nothing out.
  public static func keyPath(_ keyPath: AnyKeyPath) -> SnapshotField {
    let text = String(describing: keyPath)
    let root = "\\" + String(describing: type(of: keyPath).rootType)
    guard text.hasPrefix(root) else { return SnapshotField(text) }
    return SnapshotField(String(text.dropFirst(root.count)))
  }
}

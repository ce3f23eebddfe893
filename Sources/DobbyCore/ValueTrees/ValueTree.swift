/// A recorded value as a bounded, structured tree, built through `Mirror`.
///
/// Reports and recordings carry values in this form: it can be saved,
/// compared and shown field by field without the original type. Trees are
/// bounded (see ``ValueTree/Limits``): deep or cyclic graphs are cut, long
/// strings and large collections are elided with a count of what was left
/// out, a tree holds at most ``Limits/maxNodes`` nodes, and an instance
/// reached twice is described once.
public struct ValueTree: Sendable, Hashable {
  /// What shape of value a node holds.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A number, boolean or other leaf shown by its description.
    case scalar
    /// Text; `text` is the (possibly elided) string.
    case string
    /// A struct with fields.
    case `struct`
    /// A class instance with fields.
    case `class`
    /// An enum case; `text` is the case name, `children` the payload.
    case `enum`
    /// A tuple; children labelled `.0`, `.1`, … unless named.
    case tuple
    /// An array or other ordered collection.
    case collection
    /// A dictionary; each child is labelled with its key's summary.
    case dictionary
    /// A set.
    case set
    /// `Optional.none`.
    case `nil`
    /// A node cut because the tree reached its depth limit.
    case depthLimit
    /// A reference back to an instance already on the path (a cycle).
    case cycle
    /// A class instance described earlier in the same tree, not above this
    /// node: `text` is the path where it was described (`.items[0]`).
    case shared
  }

  /// A labelled child of a node.
  public struct Child: Sendable, Hashable {
    /// The field name, tuple label, or dictionary key summary; `nil` for
    /// collection elements.
    public var label: String?
    /// The child's value.
    public var value: ValueTree

    /// A child named `label`.
    public init(label: String?, value: ValueTree) {
      self.label = label
      self.value = value
    }
  }

  /// The node's shape.
  public var kind: Kind
  /// The value's type name, unqualified.
  public var typeName: String
  /// The leaf text: a scalar's description, a string's content, or an enum
  /// case's name; `nil` for other kinds.
  public var text: String?
  /// The fields, elements or payload, in order.
  public var children: [Child]
  /// How many characters (strings) or children (composites) were left out;
  /// 0 when nothing was.
  public var elided: Int

  /// A node of the given parts.
  public init(
    kind: Kind, typeName: String, text: String? = nil, children: [Child] = [], elided: Int = 0
  ) {
    self.kind = kind
    self.typeName = typeName
    self.text = text
    self.children = children
    self.elided = elided
  }
}

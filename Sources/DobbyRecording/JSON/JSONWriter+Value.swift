import DobbyCore

extension JSONWriter {
  /// A value node, its child label folded in; nodes deeper than
  /// ``RecordingFormat/maxValueDepth`` are cut like `ValueTree` cuts them.
  mutating func value(_ tree: ValueTree, label: String?, depth: Int) {
    beginObject()
    field("label", label)
    if depth > RecordingFormat.maxValueDepth {
      field("kind", ValueTree.Kind.depthLimit.rawValue)
      field("type", tree.typeName)
      field("text", "…")
      endObject()
      return
    }
    field("kind", tree.kind.rawValue)
    field("type", tree.typeName)
    field("text", tree.text)
    if !tree.children.isEmpty {
      key("children")
      beginArray()
      for child in tree.children { value(child.value, label: child.label, depth: depth + 1) }
      endArray()
    }
    if tree.elided != 0 { field("elided", tree.elided) }
    endObject()
  }
}

import DobbyCore

/// Fuzzes value description with arbitrary `Mirror` shapes: every display
/// style, any depth, instances shared, reached again below themselves,
/// optionals holding optionals, children without end. `check()`, the plain
/// text, saving and loading must each finish within the limits, the
/// recording must load back with the same timeline, and nothing may crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
  var made: [Shape] = []
  let root = Shape.make(&input, depth: 0, made: &made)
  let limits = ValueTree.Limits(
    maxDepth: 1 + input.int(below: 40), maxStringLength: 16 + input.int(below: 2_000),
    maxChildren: 1 + input.int(below: 300), maxNodes: 1 + input.int(below: 20_000))
  let tree = ValueTree(describing: root, limits: limits)
  precondition(nodes(tree) <= limits.maxNodes, "a tree of more than \(limits.maxNodes) nodes")

  let shapes = Recorder<Shape>(name: input.string())
  let wrapped = Recorder<ShapeValue>(name: input.string())
  shapes.record(root)
  wrapped.record(ShapeValue(shape: root))
  let pattern = Pattern(strict: input.bool(), ordered: input.bool(), title: input.string())
  pattern.expect(matches("never") { _ in false }, in: shapes)
  pattern.expect(matches("never") { _ in false }, in: wrapped)
  let report = pattern.check()
  precondition(!report.passed, "a pattern that accepts nothing passed")
  for entry in report.timeline {
    precondition(nodes(entry.value) <= ValueTree.Limits.standard.maxNodes, "an unbounded tree")
  }
  _ = report.plainText

  let bytes: [UInt8]
  do {
    bytes = try RecordingEncoder.encode(report)
  } catch {
    fatalError("a report of values was not saved: \(error)")
  }
  let loaded = bytes.withUnsafeBufferPointer {
    try? RecordingDecoder.decode($0, path: "values.dobby.jsonl")
  }
  guard let loaded else { fatalError("a saved report of values did not load") }
  precondition(loaded.timeline.count == report.timeline.count, "interactions were lost")
  _ = loaded.plainText
  // The shapes refer to each other in cycles: break them, or they leak.
  for shape in made { shape.children = [] }
  return 0
}

private func nodes(_ tree: ValueTree) -> Int {
  1 + tree.children.reduce(0) { $0 + nodes($1.value) }
}

/// A node of an arbitrary shape: a display style and children that are
/// numbers, strings, new nodes, nodes made earlier (shared) or the node's
/// own ancestors (cycles), or a range without end.
final class Shape: CustomReflectable, @unchecked Sendable {
  // SAFETY: built by the harness before it is recorded, never changed after.
  var style: Mirror.DisplayStyle?
  var children: [(label: String?, value: Any)] = []
  var endless = false

  var customMirror: Mirror {
    if endless {
      return Mirror(
        self, children: (0..<Int.max).lazy.map { (label: String?.none, value: $0 as Any) },
        displayStyle: style)
    }
    return Mirror(self, children: children, displayStyle: style)
  }

  static func make(_ input: inout FuzzInput, depth: Int, made: inout [Shape]) -> Shape {
    let styles: [Mirror.DisplayStyle?] = [
      .struct, .class, .enum, .optional, .collection, .dictionary, .set, .tuple, nil,
    ]
    let shape = Shape()
    shape.style = styles[input.int(below: styles.count)]
    made.append(shape)
    shape.endless = input.byte() == 255
    let count = depth > 6 || input.isExhausted ? 0 : input.int(below: 6)
    for index in 0..<count {
      let label: String? = input.bool() ? input.string(limit: 8) : nil
      let value: Any
      switch input.int(below: 8) {
      case 0: value = input.anyInt()
      case 1: value = input.string()
      case 2: value = made[input.int(below: made.count)]  // shared, or a cycle
      case 3: value = (input.anyInt(), input.string(limit: 4))
      case 4: value = Optional(Optional(made[input.int(below: made.count)])) as Any
      case 5: value = ShapeValue(shape: shape)
      default: value = make(&input, depth: depth + 1, made: &made)
      }
      shape.children.append((label ?? (input.bool() ? nil : ".\(index)"), value))
    }
    return shape
  }
}

/// A struct around a shape: described lazily, without an identity.
struct ShapeValue: CustomReflectable, Sendable {
  let shape: Shape
  var customMirror: Mirror {
    Mirror(self, children: [(label: "shape", value: shape as Any)], displayStyle: .struct)
  }
}

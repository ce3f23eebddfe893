import DobbyCore
import Testing

/// The digests at a tree's cuts: each covers what the tree leaves out
/// there and nothing else, so the cut that changed is the one named.
struct ValueDigestCutsTests {
  struct Order: Sendable {
    var id: String
    var note: String
    var items: [String]
    var tags: Set<String>
  }

  static let long = String(repeating: "a", count: 600) + "x" + String(repeating: "b", count: 600)

  static func order(
    id: String = long, note: String = long, items: [String]? = nil, tags: Set<String> = ["t"]
  ) -> Order {
    Order(id: id, note: note, items: items ?? (0..<150).map { "\($0)" }, tags: tags)
  }

  /// The cut digests of `order`, `fields` left out, by path.
  static func digests(_ order: Order, leavingOut fields: [String] = []) -> [String: String] {
    var tree = ValueTree(describing: order)
    if fields == ["id"] { tree.children.removeAll { $0.label == "id" } }
    let cuts = ValueDigest.cuts(of: order, tree: tree, leavingOut: fields)
    return Dictionary(uniqueKeysWithValues: cuts.map { ($0.cut.path, $0.digest.description) })
  }

  /// The paths whose digests differ between `a` and `b`.
  static func changed(_ a: Order, _ b: Order, leavingOut fields: [String] = []) -> [String] {
    let before = digests(a, leavingOut: fields)
    let after = digests(b, leavingOut: fields)
    return before.keys.filter { before[$0] != after[$0] }.sorted()
  }

  @Test func `the cuts are the long strings, the children past the 100th and the cut sets`() {
    let tree = ValueTree(describing: Self.order(tags: [Self.long]))
    #expect(
      tree.cuts(limit: 16) == [
        .init(path: ".id", kind: .characters(201)), .init(path: ".note", kind: .characters(201)),
        .init(path: ".items", kind: .children(50)), .init(path: ".tags", kind: .inside),
      ])
    #expect(tree.cuts(limit: 2).map(\.path) == [".id", ".note"])
    #expect(Set(Self.digests(Self.order()).keys) == [".id", ".note", ".items"])
  }

  @Test func `each change moves the digest of its own cut only`() {
    let before = Self.order()
    let middle = Self.long.replacing("x", with: "y")
    #expect(Self.changed(before, Self.order(note: middle)) == [".note"])
    var items = (0..<150).map { "\($0)" }
    items[149] = "-"
    #expect(Self.changed(before, Self.order(items: items)) == [".items"])
    #expect(Self.changed(before, before).isEmpty)
    let tagged = Self.order(tags: [Self.long])
    #expect(Self.changed(tagged, Self.order(tags: [middle])) == [".tags"])
  }

  @Test func `a field left out has no cut and moves no digest`() {
    let before = Self.order()
    let after = Self.order(id: Self.long.replacing("x", with: "y"))
    #expect(Set(Self.digests(before, leavingOut: ["id"]).keys) == [".note", ".items"])
    #expect(Self.changed(before, after, leavingOut: ["id"]).isEmpty)
  }
}

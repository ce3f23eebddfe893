import DobbyCore
import DobbyTestSupport
import Testing

/// Describing a value is bounded in nodes, depth and time, whatever its
/// `Mirror` says, and says what it left out.
struct ValueTreeMirrorTests {
  /// A class graph that shares its objects: each level holds `width`
  /// references to the one below.
  final class Node: Sendable {
    let children: [Node]
    init(children: [Node]) { self.children = children }

    static func graph(levels: Int, width: Int) -> Node {
      var node = Node(children: [])
      for _ in 1..<levels { node = Node(children: Array(repeating: node, count: width)) }
      return node
    }
  }

  /// The same graph as values: copies share their storage, but have no
  /// identity to be recognised by.
  struct Plain: Equatable, Sendable {
    var children: [Plain]

    static func graph(levels: Int, width: Int) -> Plain {
      var node = Plain(children: [])
      for _ in 1..<levels { node = Plain(children: Array(repeating: node, count: width)) }
      return node
    }
  }

  /// A value whose mirror has children without end.
  struct Endless: CustomReflectable, Sendable {
    var customMirror: Mirror {
      Mirror(
        self, children: (0..<Int.max).lazy.map { (label: "\($0)", value: $0) },
        displayStyle: .struct)
    }
  }

  /// A value whose mirror holds 100 copies of itself.
  struct Hundredfold: CustomReflectable, Sendable {
    var customMirror: Mirror {
      Mirror(
        self, children: (0..<100).map { _ in (label: String?.none, value: self as Any) },
        displayStyle: .struct)
    }
  }

  /// A value whose mirror says it is an optional holding itself.
  struct Russian: CustomReflectable, Sendable {
    var customMirror: Mirror {
      Mirror(self, children: [(label: "some", value: self as Any)], displayStyle: .optional)
    }
  }

  /// A struct whose mirror says it is a class.
  struct Pretender: CustomReflectable, Sendable {
    var inner = 1
    var customMirror: Mirror {
      Mirror(self, children: ["inner": inner, "again": Pretender2()], displayStyle: .class)
    }
  }

  struct Pretender2: CustomReflectable, Sendable {
    var customMirror: Mirror { Mirror(self, children: ["leaf": 2], displayStyle: .class) }
  }

  @Test func `a shared class graph is described once per object`() throws {
    let tree = try #require(
      Deadline.run { ValueTree(describing: Node.graph(levels: 6, width: 100)) })
    // 6 objects, each described once; every other reference refers back.
    #expect(nodes(tree, kind: .class) == 6)
    #expect(nodes(tree, kind: .shared) == 5 * 99)
    // Deeper than the depth limit (each object is two levels: it and its
    // array), and far too large to describe without sharing.
    let deep = try #require(
      Deadline.run { ValueTree(describing: Node.graph(levels: 13, width: 100)) })
    #expect(nodes(deep, kind: .class) == 6)
    let small = ValueTree(describing: Node.graph(levels: 3, width: 2))
    #expect(
      small.summary()
        == "Node(children: [Node(children: [Node(children: []), <same Node as .children[0].children[0]>]), <same Node as .children[0]>])"
    )
  }

  @Test func `a graph of values is cut at the node limit, its head kept`() throws {
    let limits = ValueTree.Limits(maxNodes: 10_000)
    let tree = try #require(
      Deadline.run { ValueTree(describing: Plain.graph(levels: 13, width: 100), limits: limits) })
    #expect(count(tree) <= 10_000)
    // Every child of the root is there; the first holds the most.
    let elements = tree.children[0].value.children
    #expect(elements.count == 100)
    #expect(count(elements[0].value) > 9_000)
    #expect(elements[99].value.summary() == "Plain(…(1 more))")
    #expect(tree.summary(limit: 80).contains("more)"))
  }

  @Test func `a failing check on a huge graph of values finishes`() throws {
    let report = try #require(
      Deadline.run {
        let graphs = Recorder<Plain>(name: "graphs")
        graphs.record(Plain.graph(levels: 13, width: 100))
        let pattern = Pattern()
        pattern.expect(equals(Plain.graph(levels: 13, width: 99)), in: graphs)
        let report = pattern.check()
        return (report.passed, report.plainText)
      })
    #expect(report.0 == false)
    // One mismatch, its field table bounded by the trees.
    #expect(report.1.count < 100_000)
    #expect(
      report.1.contains("1 mismatch - 0 unexpected, 0 out of order, 0 rejected, 1 unfulfilled"))
  }

  @Test func `a mirror whose children never end is read no further than the limits`() throws {
    let tree = try #require(Deadline.run { ValueTree(describing: Endless()) })
    #expect(tree.children.count == 100)
    // Not random-access (`Mirror` erases it): counted as far as the limit.
    #expect(tree.elided == ValueTree.countLimit)
    let fold = try #require(Deadline.run { ValueTree(describing: Hundredfold()) })
    #expect(count(fold) <= ValueTree.Limits.standard.maxNodes)
  }

  @Test func `an optional that holds itself is cut at the depth limit`() throws {
    let tree = try #require(
      Deadline.run(stackBytes: 512 << 10) { ValueTree(describing: Russian()) })
    #expect(tree.kind == .depthLimit)
    #expect(tree.summary() == "Russian(…)")
    // Real optionals are unwrapped as before.
    let some: Int?? = 5
    #expect(ValueTree(describing: some as Any).summary() == "5")
  }

  @Test func `a struct whose mirror says class is not taken for a cycle`() {
    let tree = ValueTree(describing: [Pretender(), Pretender()])
    #expect(nodes(tree, kind: .cycle) == 0)
    #expect(nodes(tree, kind: .shared) == 0)
    #expect(
      tree.summary()
        == "[Pretender(inner: 1, again: Pretender2(leaf: 2)), Pretender(inner: 1, again: Pretender2(leaf: 2))]"
    )
  }

  @Test func `a cube of numbers keeps within the node limit and counts what it left`() {
    let cube = Array(repeating: Array(repeating: Array(0..<100), count: 100), count: 100)
    let tree = ValueTree(describing: cube)
    #expect(count(tree) <= ValueTree.Limits.standard.maxNodes)
    #expect(tree.children.count == 100)
    let row = tree.children[0].value
    #expect(row.children.count + row.elided == 100)
    #expect(row.children[0].value.children.count + row.children[0].value.elided == 100)
  }

  /// A class whose mirror says it is an enum with an unnamed payload
  /// that leads back to it: printing it walks the mirror without end.
  final class Ouroboros: CustomReflectable, Sendable {
    var customMirror: Mirror {
      Mirror(
        self, children: [(label: String?.none, value: Tail(head: self) as Any)],
        displayStyle: .enum)
    }
  }

  struct Tail: CustomReflectable, Sendable {
    let head: Ouroboros
    var customMirror: Mirror { Mirror(self, children: ["head": head], displayStyle: .struct) }
  }

  @Test func `a mirror that only says enum is named without printing it`() throws {
    let summary = try #require(
      Deadline.run(stackBytes: 1 << 20) { ValueTree(describing: Ouroboros()).summary() })
    #expect(summary == ".Ouroboros(Tail(head: <cycle Ouroboros>))")
  }

  /// An enum whose description names the other case.
  enum Status: CustomStringConvertible, Sendable {
    case paid, refunded
    var description: String { self == .paid ? "REFUNDED" : "PAID" }
  }

  @Test func `an enum case is named by its case, not its description`() {
    #expect(ValueTree(describing: Status.paid).summary() == ".paid")
    #expect(ValueTree(describing: [Status.refunded]).summary() == "[.refunded]")
  }

  @Test func `recording a shared class graph finishes`() throws {
    // Described at record time: without sharing, 10^12 nodes.
    let count = try #require(
      Deadline.run {
        let graphs = Recorder<Node>(name: "graphs")
        graphs.record(Node.graph(levels: 13, width: 100))
        return graphs.count
      })
    #expect(count == 1)
  }

  private func count(_ tree: ValueTree) -> Int {
    1 + tree.children.reduce(0) { $0 + count($1.value) }
  }

  private func nodes(_ tree: ValueTree, kind: ValueTree.Kind) -> Int {
    (tree.kind == kind ? 1 : 0) + tree.children.reduce(0) { $0 + nodes($1.value, kind: kind) }
  }
}

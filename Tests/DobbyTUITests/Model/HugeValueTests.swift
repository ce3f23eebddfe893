import DobbyCore
import Testing

@testable import DobbyTUI

/// What keeps a key press bounded on a huge value: an outline made a
/// window at a time, a summary of a pruned tree, and a report's long
/// texts cut on opening (how long a key takes is measured by the
/// benchmark, K1 and K2, not here).
struct HugeValueTests {
  private struct Line: Equatable {
    var sku: String
    var quantity: Int?
  }

  private enum State: Equatable {
    case open
    case shipped(by: String, on: Int)
  }

  private struct Order: Equatable {
    var id: Int
    var lines: [Line]
    var tags: [String: Int]
    var state: State
    var empty: [Int]
  }

  /// Trees of every shape the outline draws, one of them with children
  /// left out.
  private static let trees: [ValueTree] = [
    ValueTree(describing: 7),
    ValueTree(
      describing: Order(
        id: 1, lines: [Line(sku: "A1", quantity: 2), Line(sku: "B\n2", quantity: nil)],
        tags: ["x": 1], state: .shipped(by: "post", on: 3), empty: [])),
    ValueTree(
      kind: .collection, typeName: "Array<Int>",
      children: [ValueTree.Child(label: nil, value: ValueTree(describing: 1))], elided: 4),
    ValueTree(describing: (1, State.open)),
  ]

  @Test(arguments: trees)
  func `every window of an outline is that slice of the whole`(_ tree: ValueTree) {
    let whole = tree.outline()
    #expect(tree.outlineLineCount() == whole.count)
    for start in 0...whole.count + 1 {
      for end in start...whole.count + 2 {
        let slice = Array(whole[min(start, whole.count)..<min(end, whole.count)])
        #expect(tree.outline(lines: start..<end) == slice, "\(start)..<\(end)")
      }
    }
  }

  @Test func `a small tree's screen summary is its summary`() {
    let tree = Self.trees[1]
    #expect(tree.screenSummary(limit: 80) == tree.summary(limit: 80))
  }

  @Test func `a huge tree's screen summary begins as its summary and is as short`() {
    let leaf = ValueTree(
      kind: .string, typeName: "String", text: String(repeating: "v", count: 500))
    let row = ValueTree(
      kind: .struct, typeName: "Row",
      children: (0..<60).map { ValueTree.Child(label: "f\($0)", value: leaf) })
    let tree = ValueTree(
      kind: .struct, typeName: "Table",
      children: (0..<60).map { ValueTree.Child(label: "r\($0)", value: row) })
    let screen = tree.screenSummary(limit: 80)
    let whole = tree.summary(limit: 80)
    #expect(screen.hasPrefix(String(whole.prefix(30))))
    // About 80, as elision counts: the count of what it cut may differ.
    #expect(abs(screen.count - whole.count) <= 2, "\(screen)")
  }

  @Test func `a long expected and actual value are cut around where they differ`() throws {
    let side = String(repeating: "x", count: 20_000)
    let explanation = [
      FieldMismatch(path: ".body", expected: side + "A" + side, actual: side + "B" + side)
    ]
    let texts = Recorder<String>(name: "texts")
    texts.record("short")
    let pattern = Pattern(title: "HugeValueTests")
    pattern.expect(
      Matcher<String>("the body", test: { _ in false }, explain: { _ in explanation }), in: texts)
    let index = ReportIndex(pattern.check())
    let misses = index.report.mismatches.compactMap(\.nearestMiss)
    let difference = try #require(misses.first?.differences.first)
    let expected = try #require(difference.expected)
    let actual = try #require(difference.actual)
    #expect(expected.count <= ReportIndex.screenTextLimit + 40)
    #expect(expected.contains("xA") && actual.contains("xB"))
    #expect(expected.contains(" more)…") && actual.contains(" more)…"))
  }
}

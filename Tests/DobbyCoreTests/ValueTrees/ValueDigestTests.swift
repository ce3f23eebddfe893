import DobbyCore
import Testing

/// A digest sees the whole value, where its tree is cut; it is the same in
/// every process, and leaves out what a snapshot leaves out.
struct ValueDigestTests {
  struct Letter: Sendable {
    var id: Int
    var body: String
  }

  indirect enum Chain: Sendable {
    case end(Int)
    case link(Chain)

    static func of(length: Int, ending last: Int) -> Chain {
      var chain = Chain.end(last)
      for _ in 0..<length { chain = .link(chain) }
      return chain
    }
  }

  final class Cell: @unchecked Sendable {
    var next: Cell?
    var value: Int
    init(value: Int) { self.value = value }
  }

  @Test func `a change past the 1,000th character changes the digest, not the tree`() {
    let before = String(repeating: "a", count: 1_500) + String(repeating: "b", count: 500)
    var characters = Array(before)
    characters[1_200] = "x"
    let after = String(characters)
    #expect(ValueTree(describing: before) == ValueTree(describing: after))
    #expect(ValueDigest(of: before) != ValueDigest(of: after))
    #expect(ValueDigest(of: before) == ValueDigest(of: String(before)))
  }

  @Test func `a change past the 100th element changes the digest, not the tree`() {
    let before = Array(0..<150)
    var after = before
    after[120] = -1
    #expect(ValueTree(describing: before) == ValueTree(describing: after))
    #expect(ValueDigest(of: before) != ValueDigest(of: after))
  }

  @Test func `a change deeper than level 12 changes the digest, not the tree`() {
    let before = Chain.of(length: 20, ending: 1)
    let after = Chain.of(length: 20, ending: 2)
    #expect(ValueTree(describing: before) == ValueTree(describing: after))
    #expect(ValueDigest(of: before) != ValueDigest(of: after))
  }

  @Test func `a digest is the same in every process and run`() {
    // Fixed values: FNV-1a 64 over the walk, no seeded hashing.
    #expect(ValueDigest(of: "receipt").description == ValueDigest(of: "receipt").description)
    #expect(ValueDigest(of: Letter(id: 1, body: "hi")).description == "8cd9c039c3f3ebc6")
    #expect(ValueDigest(of: ["b": 2, "a": 1]) == ValueDigest(of: ["a": 1, "b": 2]))
    #expect(ValueDigest(of: Set(["x", "y", "z"])) == ValueDigest(of: Set(["z", "y", "x"])))
    #expect(ValueDigest(of: ["a": 1, "b": 2]) != ValueDigest(of: ["a": 2, "b": 1]))
  }

  @Test func `kinds and labels are told apart`() {
    #expect(ValueDigest(of: "1") != ValueDigest(of: 1))
    #expect(ValueDigest(of: (a: 1, b: 2)) != ValueDigest(of: (b: 1, a: 2)))
    #expect(ValueDigest(of: ["ab", "c"]) != ValueDigest(of: ["a", "bc"]))
    #expect(ValueDigest(of: Int?.none as Any) != ValueDigest(of: Optional(0) as Any))
  }

  @Test func `left-out fields do not count, by name at any depth or by path`() {
    let first = [Letter(id: 1, body: "hi")]
    let second = [Letter(id: 2, body: "hi")]
    #expect(ValueDigest(of: first) != ValueDigest(of: second))
    #expect(
      ValueDigest(of: first, leavingOut: ["id"]) == ValueDigest(of: second, leavingOut: ["id"]))
    #expect(
      ValueDigest(of: first, leavingOut: ["[0].id"])
        == ValueDigest(of: second, leavingOut: ["[0].id"]))
    #expect(
      ValueDigest(of: first, leavingOut: ["[1].id"])
        != ValueDigest(of: second, leavingOut: ["[1].id"]))
  }

  @Test func `cycles, shared instances and very deep values end`() {
    let cell = Cell(value: 1)
    cell.next = cell
    let digest = ValueDigest(of: cell)
    cell.value = 2
    #expect(ValueDigest(of: cell) != digest)
    let shared = Cell(value: 3)
    #expect(
      ValueDigest(of: [shared, shared]) == ValueDigest(of: [Cell(value: 3), Cell(value: 3)]))
    // Past its depth limit a digest stops: no stack overflow.
    let deep = Chain.of(length: 5_000, ending: 1)
    #expect(ValueDigest(of: deep) == ValueDigest(of: Chain.of(length: 5_000, ending: 2)))
  }

  @Test func `its text reads back and nothing else does`() {
    let digest = ValueDigest(of: "receipt")
    #expect(ValueDigest(digest.description) == digest)
    #expect(digest.description.count == 16)
    #expect(ValueDigest("ABCDEF0123456789") == nil)
    #expect(ValueDigest("0123") == nil)
    #expect(ValueDigest("0123456789abcdeg") == nil)
  }
}

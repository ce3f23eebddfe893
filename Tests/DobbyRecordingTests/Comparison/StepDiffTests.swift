import DobbyRecording
import DobbyTestSupport
import Testing

struct StepDiffTests {
  typealias Pair = StepDiff.Pair

  @Test func `identical sequences pair every position`() {
    let pairs = StepDiff.align([1, 2, 3], [1, 2, 3])
    #expect(pairs == [Pair(a: 0, b: 0), Pair(a: 1, b: 1), Pair(a: 2, b: 2)])
  }

  @Test func `empty sequences give an empty alignment or one side alone`() {
    #expect(StepDiff.align([Int](), []) == [])
    #expect(StepDiff.align([], [7, 8]) == [Pair(a: nil, b: 0), Pair(a: nil, b: 1)])
    #expect(StepDiff.align([7], []) == [Pair(a: 0, b: nil)])
  }

  @Test func `an insertion in the middle keeps both ends paired`() {
    let pairs = StepDiff.align([1, 2, 3, 4], [1, 2, 9, 3, 4])
    #expect(
      pairs == [
        Pair(a: 0, b: 0), Pair(a: 1, b: 1), Pair(a: nil, b: 2), Pair(a: 2, b: 3),
        Pair(a: 3, b: 4),
      ])
  }

  @Test func `a deletion and a change are found between equal steps`() {
    let pairs = StepDiff.align([1, 2, 3, 4, 5], [1, 3, 4, 6])
    #expect(
      pairs == [
        Pair(a: 0, b: 0), Pair(a: 1, b: nil), Pair(a: 2, b: 1), Pair(a: 3, b: 2),
        Pair(a: 4, b: nil), Pair(a: nil, b: 3),
      ])
  }

  @Test func `past the distance limit the middle is aligned position by position`() {
    let pairs = StepDiff.align([0, 1, 2, 9], [0, 5, 6, 9], maximumDistance: 1)
    #expect(
      pairs == [
        Pair(a: 0, b: 0), Pair(a: 1, b: nil), Pair(a: nil, b: 1), Pair(a: 2, b: nil),
        Pair(a: nil, b: 2), Pair(a: 3, b: 3),
      ])
  }

  @Test func `past the limit, 2,499 changes in place among 5,000 steps count 2,499`() {
    let a = Array(0..<5_000)
    var b = a
    for index in stride(from: 1, to: 4_998, by: 2) { b[index] = -index }
    let pairs = StepDiff.align(a, b)
    #expect(pairs.filter { $0.a == nil }.count == 2_499)
    #expect(pairs.filter { $0.b == nil }.count == 2_499)
    #expect(pairs.filter { $0.a != nil && $0.b != nil }.count == 5_000 - 2_499)
  }

  @Test(arguments: 0..<300)
  func `random sequences get a valid alignment of minimal length`(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let a = (0..<Int.random(in: 0...12, using: &random)).map { _ in
      Int.random(in: 0...3, using: &random)
    }
    let b = (0..<Int.random(in: 0...12, using: &random)).map { _ in
      Int.random(in: 0...3, using: &random)
    }
    let pairs = StepDiff.align(a, b)
    #expect(pairs.compactMap(\.a) == Array(a.indices), "\(a) \(b)")
    #expect(pairs.compactMap(\.b) == Array(b.indices), "\(a) \(b)")
    for pair in pairs {
      if let x = pair.a, let y = pair.b { #expect(a[x] == b[y], "\(a) \(b)") }
    }
    let kept = pairs.filter { $0.a != nil && $0.b != nil }.count
    #expect(kept == Self.longestCommonSubsequence(a, b), "\(a) \(b)")
  }

  /// The length of the longest common subsequence, by dynamic programming.
  static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}

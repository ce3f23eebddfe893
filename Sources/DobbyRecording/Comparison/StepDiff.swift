/// The shortest edit script between two sequences of keys, by Myers'
/// O(ND) difference algorithm: the pairs of positions that stay the same,
/// and those only in the first (deleted) or only in the second (inserted).
///
/// The common head and tail are matched before the search, so two long
/// sequences that differ in a few places cost O(n + d²). The search keeps
/// one row of furthest reaches per edit, O(d²) memory in all; past
/// ``maximumDistance`` edits it stops, and the middle that is left is
/// aligned position by position (equal elements paired, each other pair a
/// deletion and an insertion), so that no input takes unbounded time or
/// memory and changes in place are counted exactly at any number.
public enum StepDiff {
  /// One aligned pair: positions in the first and second sequence, `nil`
  /// on the side that lacks the element.
  public struct Pair: Sendable, Hashable {
    /// The position in the first sequence; `nil` for an insertion.
    public var a: Int?
    /// The position in the second sequence; `nil` for a deletion.
    public var b: Int?

    /// A pair of positions.
    public init(a: Int?, b: Int?) {
      self.a = a
      self.b = b
    }
  }

  /// The most edits the search looks for before it gives up.
  public static let maximumDistance = 2_000

  /// The alignment of `a` and `b`: every position of each, in order, each
  /// either paired with an equal element of the other or alone.
  ///
  /// - Complexity: O(n + m + d·(n + m)) time and O(n + m + d²) memory for
  ///   an edit distance d, at most ``maximumDistance``.
  public static func align<Key: Equatable>(
    _ a: [Key], _ b: [Key], maximumDistance: Int = maximumDistance
  ) -> [Pair] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head,
      a[a.count - 1 - tail] == b[b.count - 1 - tail]
    {
      tail += 1
    }
    var pairs: [Pair] = []
    pairs.reserveCapacity(max(a.count, b.count) + 16)
    for index in 0..<head { pairs.append(Pair(a: index, b: index)) }
    let middleA = a[head..<(a.count - tail)]
    let middleB = b[head..<(b.count - tail)]
    if let script = search(middleA, middleB, limit: maximumDistance) {
      pairs += script
    } else {
      for offset in 0..<max(middleA.count, middleB.count) {
        // Equal elements at one position stay paired, so that counts stay
        // exact for changes in place however many there are.
        if offset < middleA.count, offset < middleB.count,
          middleA[head + offset] == middleB[head + offset]
        {
          pairs.append(Pair(a: head + offset, b: head + offset))
          continue
        }
        if offset < middleA.count { pairs.append(Pair(a: head + offset, b: nil)) }
        if offset < middleB.count { pairs.append(Pair(a: nil, b: head + offset)) }
      }
    }
    for offset in 0..<tail {
      pairs.append(Pair(a: a.count - tail + offset, b: b.count - tail + offset))
    }
    return pairs
  }

  /// Myers' forward search on two slices (indexed as their base arrays
  /// are); `nil` when more than `limit` edits are needed.
  private static func search<Key: Equatable>(
    _ a: ArraySlice<Key>, _ b: ArraySlice<Key>, limit: Int
  ) -> [Pair]? {
    let n = a.count
    let m = b.count
    let a0 = a.startIndex
    let b0 = b.startIndex
    let bound = min(n + m, limit)
    let offset = bound + 1
    var reach = [Int](repeating: 0, count: 2 * bound + 3)
    // The reaches after each edit d, for the diagonals -d, -d+2, …, d.
    var trace: [[Int]] = []
    var distance: Int?
    search: for d in 0...bound {
      var row: [Int] = []
      row.reserveCapacity(d + 1)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
          ? reach[offset + k + 1] : reach[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[a0 + x] == b[b0 + y] {
          x += 1
          y += 1
        }
        reach[offset + k] = x
        row.append(x)
        if x >= n, y >= m {
          trace.append(row)
          distance = d
          break search
        }
      }
      trace.append(row)
    }
    guard let distance else { return nil }
    // Walk back from the end through each edit's reaches.
    var reversed: [Pair] = []
    reversed.reserveCapacity(n + m)
    var x = n
    var y = m
    for d in stride(from: distance, to: 0, by: -1) {
      let previous = trace[d - 1]
      func reachBefore(_ k: Int) -> Int { previous[(k + d - 1) / 2] }
      let k = x - y
      let down = k == -d || (k != d && reachBefore(k - 1) < reachBefore(k + 1))
      let previousK = down ? k + 1 : k - 1
      let previousX = reachBefore(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        reversed.append(Pair(a: a0 + x, b: b0 + y))
      }
      if down {
        reversed.append(Pair(a: nil, b: b0 + previousY))
      } else {
        reversed.append(Pair(a: a0 + previousX, b: nil))
      }
      x = previousX
      y = previousY
    }
    while x > 0, y > 0 {
      x -= 1
      y -= 1
      reversed.append(Pair(a: a0 + x, b: b0 + y))
    }
    return reversed.reversed()
  }
}

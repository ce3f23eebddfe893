import DobbyCore

extension ValueTree {
  /// The most nodes a tree has that ``screenSummary(limit:)`` writes whole.
  static let screenNodeLimit = 2_000
  /// The most bytes a string of such a tree has.
  static let screenStringLimit = 20_000

  /// ``summary(limit:)``, at a cost bounded whatever the tree's size: a
  /// tree of more than ``screenNodeLimit`` nodes, or with a longer string
  /// than ``screenStringLimit``, is pruned first (to 200 nodes and strings
  /// of 100 characters), so its head reads the same and what is cut is
  /// counted as the pruned tree counts it.
  ///
  /// - Complexity: O(min(n, ``screenNodeLimit``)) for a tree of n nodes.
  func screenSummary(limit: Int) -> String {
    var budget = Self.screenNodeLimit
    guard exceedsScreen(&budget) else { return summary(limit: limit) }
    return pruned(maxNodes: 200, maxStringLength: 100).summary(limit: limit)
  }

  /// Whether the tree has more nodes than `budget` or a string too long,
  /// counting down `budget` and stopping once it is spent.
  private func exceedsScreen(_ budget: inout Int) -> Bool {
    budget -= 1
    if budget < 0 { return true }
    if let text, text.utf8.count > Self.screenStringLimit { return true }
    for child in children where child.value.exceedsScreen(&budget) { return true }
    return false
  }
}

/// Where a timeline entry's value comes from: a tree, or the recorder's
/// value described on first use (so a passing `check()` formats nothing).
/// Two sources are equal when their trees are.
enum EntryValue: Sendable, Equatable {
  /// Boxed: most entries are deferred, and an inline tree would make every
  /// entry several words larger.
  indirect case tree(ValueTree)
  case deferred(ValueTreeCache, Int)

  var tree: ValueTree {
    switch self {
    case .tree(let tree): tree
    case .deferred(let values, let index): values[index]
    }
  }

  static func == (lhs: EntryValue, rhs: EntryValue) -> Bool { lhs.tree == rhs.tree }
}

/// A recorder's values, described into trees on demand and cached.
typealias ValueTreeCache = ElementCache<ValueTree>

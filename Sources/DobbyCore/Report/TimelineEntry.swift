/// One replayed interaction in a report, with its verdict.
public struct TimelineEntry: Sendable, Equatable {
  /// The index in the merged timeline (0-based; people see `#1` for 0).
  public var sequence: Int
  /// The interaction's tick.
  public var timestamp: UInt64
  /// The lane of its recorder.
  public var recorder: Int
  /// Its index within its recorder.
  public var index: Int
  /// Where it was recorded.
  public var callSite: CallSite
  /// What the verification made of it.
  public var verdict: Verdict
  private var source: ValueSource

  /// An entry whose value is already described.
  public init(
    sequence: Int, timestamp: UInt64, recorder: Int, index: Int, value: ValueTree,
    callSite: CallSite, verdict: Verdict
  ) {
    self.init(
      sequence: sequence, timestamp: timestamp, recorder: recorder, index: index,
      source: .tree(value), callSite: callSite, verdict: verdict)
  }

  init(
    sequence: Int, timestamp: UInt64, recorder: Int, index: Int, source: ValueSource,
    callSite: CallSite, verdict: Verdict
  ) {
    self.sequence = sequence
    self.timestamp = timestamp
    self.recorder = recorder
    self.index = index
    self.source = source
    self.callSite = callSite
    self.verdict = verdict
  }

  /// The recorded value as a bounded tree (described on first use).
  public var value: ValueTree {
    get { source.tree }
    set { source = .tree(newValue) }
  }

  /// The value on one line, escaped and elided to 80 characters.
  public var summary: String { value.summary(limit: 80) }
}

/// What the verification made of one interaction.
public enum Verdict: Sendable, Hashable {
  /// Consumed by the expectation with this id.
  case matched(expectation: Int)
  /// Not consumed, and allowed to be (nice patterns).
  case ignored
  /// The subject of the mismatch at this index in `mismatches`.
  case mismatch(Int)
}

/// Where a timeline entry's value comes from: a tree, or the recorder's
/// value described on first use (so a passing `check()` formats nothing).
/// Two sources are equal when their trees are.
enum ValueSource: Sendable, Equatable {
  /// Boxed: most entries are deferred, and an inline tree would make every
  /// entry several words larger.
  indirect case tree(ValueTree)
  case deferred(DeferredValues, Int)

  var tree: ValueTree {
    switch self {
    case .tree(let tree): tree
    case .deferred(let values, let index): values[index]
    }
  }

  static func == (lhs: ValueSource, rhs: ValueSource) -> Bool { lhs.tree == rhs.tree }
}

/// A recorder's values, described into trees on demand and cached.
typealias DeferredValues = DeferredList<ValueTree>

/// A list whose elements are made on demand, by index, and cached: the
/// report's value trees and matcher descriptions, which only a failing or
/// printed report needs.
///
/// The cache is an array of `count` slots, made on first use: a saved or
/// printed report reads every element once, in order, and a dictionary
/// would hash and grow for each.
final class DeferredList<Element: Sendable>: Sendable {
  private let count: Int
  private let make: @Sendable (Int) -> Element
  private let cache: Lock<[Element?]>

  /// A list of `count` elements, each made by `make` on first use.
  init(count: Int, _ make: @escaping @Sendable (Int) -> Element) {
    self.count = count
    self.make = make
    cache = Lock([])
  }

  /// The element at `index`, made on first use (outside the lock: making
  /// it may call user code, such as a value's description).
  subscript(index: Int) -> Element {
    precondition(0 <= index && index < count, "index \(index) out of 0..<\(count)")
    if let element = cache.withLock({ $0.isEmpty ? nil : $0[index] }) { return element }
    let element = make(index)
    cache.withLock { cached in
      if cached.isEmpty { cached = Array(repeating: nil, count: count) }
      cached[index] = element
    }
    return element
  }
}

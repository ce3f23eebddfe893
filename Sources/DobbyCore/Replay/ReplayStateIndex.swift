/// Where each of a step's successor states stands in the replay's list of
/// them, so that a new state merges with the one it duplicates or is
/// dominated by in O(1).
///
/// Two states at one position merge when their counts are equal, or when
/// both have met the position's minimum: the smaller count then dominates,
/// since it can move on just as well and has more room below the maximum.
/// So a position holds at most `minimum + 1` states, and the key of a state
/// is its position and its count capped at the minimum.
///
/// The keys are slots of a flat table, stamped with the step that filled
/// them, so that starting a step clears nothing. A pattern whose minimums
/// would make the table larger than ``tableLimit`` slots uses a dictionary
/// instead.
struct ReplayStateIndex {
  /// The first slot of each position (and one past the end for the
  /// accepting position).
  private let offset: [Int]
  private let minimum: [Int32]
  private var stamp: [UInt32]
  private var entry: [Int32]
  private var generation: UInt32 = 1
  private var overflow: [Int: Int32] = [:]
  private let usesTable: Bool

  /// The most slots the table has before the index uses a dictionary.
  static let tableLimit = 1 << 20

  /// An index for positions with the given minimums, plus the accepting
  /// position after them.
  ///
  /// - Complexity: O(p) for p positions, plus the table's slots.
  init(minimum: [Int32]) {
    self.minimum = minimum
    var offset = [0]
    offset.reserveCapacity(minimum.count + 1)
    for bound in minimum { offset.append(offset.last! + Int(max(bound, 0)) + 1) }
    self.offset = offset
    let slots = offset.last! + 1
    usesTable = slots <= Self.tableLimit
    stamp = Array(repeating: 0, count: usesTable ? slots : 0)
    entry = Array(repeating: 0, count: usesTable ? slots : 0)
  }

  /// Forgets every state, for the next step.
  ///
  /// - Complexity: O(1) with the table (amortised: the stamps are cleared
  ///   once every 2³² steps); O(s) for the s states of the step with the
  ///   dictionary.
  mutating func reset() {
    if usesTable {
      generation &+= 1
      if generation == 0 {
        for slot in stamp.indices { stamp[slot] = 0 }
        generation = 1
      }
    } else if !overflow.isEmpty {
      overflow.removeAll(keepingCapacity: true)
    }
  }

  @inline(__always)
  private func slot(_ position: Int32, _ count: Int32) -> Int {
    let p = Int(position)
    guard p < minimum.count else { return offset[p] }
    return offset[p] + Int(min(count, max(minimum[p], 0)))
  }

  /// The entry filed under the key of (`position`, `count`), if any.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func entry(_ position: Int32, _ count: Int32) -> Int32? {
    let slot = slot(position, count)
    if usesTable { return stamp[slot] == generation ? entry[slot] : nil }
    return overflow[slot]
  }

  /// Files `value` under the key of (`position`, `count`).
  ///
  /// - Complexity: O(1) (amortised with the dictionary).
  @inline(__always)
  mutating func file(_ value: Int32, _ position: Int32, _ count: Int32) {
    let slot = slot(position, count)
    if usesTable {
      stamp[slot] = generation
      entry[slot] = value
    } else {
      overflow[slot] = value
    }
  }
}

/// An open-addressing hash table of entries, each a non-negative `Int32`
/// that stands for a key kept elsewhere (an index into the caller's
/// array), probed linearly and at most half full.
///
/// What ``EqualityIndex`` files a lane's expected values in. A
/// `Dictionary` hashes every key with the process's seeded hasher (about
/// 100 instructions for an `Int`) and keeps a copy of it; an integer key
/// here is its own hash, spread over the table by one multiplication
/// (Fibonacci hashing, which takes the product's high bits, so keys that
/// step by a power of two still land apart), and the key stays where the
/// caller keeps it. Other keys use their `hashValue`. Equal keys hash
/// alike either way, so the table agrees with `==`.
@usableFromInline
struct KeyTable {
  /// Each slot's entry, or -1 for an empty slot.
  @usableFromInline var slots: [Int32]
  /// How far a product is shifted down to give a slot: 64 minus the
  /// table's size in bits.
  @usableFromInline let shift: UInt64

  /// An empty table with room for `capacity` entries.
  @inlinable
  init(capacity: Int) {
    var bits: UInt64 = 3
    while 1 << bits < 2 * capacity { bits += 1 }
    slots = Array(repeating: -1, count: 1 << bits)
    shift = 64 - bits
  }

  /// The first slot to probe for `key`.
  @inlinable @inline(__always)
  func home<Key: Hashable>(_ key: Key) -> Int { Self.home(key, shift: shift) }

  /// The first slot to probe for `key` in a table whose products are
  /// shifted down by `shift`.
  @inlinable @inline(__always)
  static func home<Key: Hashable>(_ key: Key, shift: UInt64) -> Int {
    let hash: Int
    if Key.self == Int.self || Key.self == UInt.self || Key.self == Int64.self
      || Key.self == UInt64.self
    {
      hash = unsafeBitCast(key, to: Int.self)
    } else if Key.self == Int32.self {
      hash = Int(unsafeBitCast(key, to: Int32.self))
    } else {
      hash = key.hashValue
    }
    let spread = UInt64(UInt(bitPattern: hash)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: spread >> shift)
  }

  /// The slot that holds the entry whose key is `key` (`isKey` tells,
  /// from an entry, whether its key equals `key`), or else the empty slot
  /// where that entry goes.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  func slot<Key: Hashable>(of key: Key, where isKey: (Int32) -> Bool) -> Int {
    slots.withUnsafeBufferPointer { Self.slot(of: key, in: $0, shift: shift, where: isKey) }
  }

  /// The slot of `slots`, a table whose products are shifted down by
  /// `shift`, that holds the entry whose key is `key`, or else the empty
  /// slot where that entry goes: the probe that both a lookup and
  /// ``file(_:keyedBy:follows:)`` make.
  ///
  /// - Complexity: O(1) expected.
  @inlinable @inline(__always)
  static func slot<Key: Hashable>(
    of key: Key, in slots: UnsafeBufferPointer<Int32>, shift: UInt64,
    where isKey: (Int32) -> Bool
  ) -> Int {
    let mask = slots.count - 1
    var slot = home(key, shift: shift)
    while true {
      let entry = slots[slot]
      if entry < 0 || isKey(entry) { return slot }
      slot = (slot + 1) & mask
    }
  }

  /// Files the entries `0..<count`, from the last to the first, each
  /// under `key(entry)`. Where an entry's key is already filed, the entry
  /// takes its place, and `follows(entry, displaced)` is told of the entry
  /// it displaces: so each key's slot ends with its first entry, and the
  /// others are told in a chain from it.
  ///
  /// One pass through the slots' storage: inserting entry by entry
  /// through ``subscript(_:)`` checks that the storage is not shared on
  /// every write.
  ///
  /// - Complexity: O(count) expected.
  @inlinable
  mutating func file<Key: Hashable>(
    _ count: Int, keyedBy key: (Int32) -> Key, follows: (_ entry: Int32, _ displaced: Int32) -> Void
  ) {
    let shift = shift
    slots.withUnsafeMutableBufferPointer { slots in
      assert(2 * count <= slots.count, "\(count) entries in a table of \(slots.count) slots")
      for entry in (0..<Int32(truncatingIfNeeded: count)).reversed() {
        let filed = key(entry)
        let slot = Self.slot(of: filed, in: UnsafeBufferPointer(slots), shift: shift) {
          key($0) == filed
        }
        if slots[slot] >= 0 { follows(entry, slots[slot]) }
        slots[slot] = entry
      }
    }
  }

  /// The entry in `slot`; `nil` where it is empty.
  @inlinable
  subscript(slot: Int) -> Int32? {
    get { slots[slot] < 0 ? nil : slots[slot] }
    set {
      precondition(newValue.map { $0 >= 0 } ?? true, "an entry is not negative (was \(newValue!))")
      slots[slot] = newValue ?? -1
    }
  }
}

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
///
/// Integer keys that lie within a range at most twice as wide as their
/// number (ids, amounts, positions: `0..<n` in any order) are not hashed:
/// each key's slot is its distance from the lowest, so no two keys share
/// one, and a lookup reads the slot alone, never the key an entry stands
/// for (a second access to memory, anywhere in the caller's array, that
/// waits for the first). The table is then no larger than a hashed one.
///
/// What it runs for each key filed or looked up is transparent, not only
/// inlinable: a debug build, which inlines nothing else, would call each
/// such function and clear its locals on every key.
@usableFromInline
struct KeyTable {
  /// Each slot's entry, or -1 for an empty slot.
  @usableFromInline var slots: [Int32]
  /// How far a product is shifted down to give a slot: 64 minus the
  /// table's size in bits.
  @usableFromInline let shift: UInt64

  /// Where the table is dense (see above), the lowest key's integer: a
  /// key's slot is its distance from it, and the last slot, which no key
  /// is filed in, stands for every key outside the range. `nil` for a
  /// hashed table.
  @usableFromInline let lowest: Int?

  /// An empty hashed table with room for `capacity` entries.
  @inlinable
  init(capacity: Int) {
    var bits: UInt64 = 3
    while 1 << bits < 2 * capacity { bits += 1 }
    self.init(slots: 1 << bits, shift: 64 - bits, lowest: nil)
  }

  /// An empty table for `keys`: dense where they are integers within a
  /// range at most twice as wide as their number, else hashed.
  ///
  /// - Complexity: O(n) for n keys.
  @inlinable
  init<Key: Hashable>(for keys: [Key]) {
    if let range = Self.denseRange(of: keys) {
      self.init(slots: range.width + 1, shift: 0, lowest: range.lowest)
    } else {
      self.init(capacity: keys.count)
    }
  }

  /// A table of `count` empty slots.
  @inlinable
  init(slots count: Int, shift: UInt64, lowest: Int?) {
    slots = Array(repeating: -1, count: count)
    self.shift = shift
    self.lowest = lowest
  }

  /// The lowest of `keys` and how many integers lie from it to the
  /// highest, where the keys are integers of one of the types that are
  /// their own hash and those integers number at most twice the keys;
  /// `nil` otherwise.
  @inlinable
  static func denseRange<Key: Hashable>(of keys: [Key]) -> (lowest: Int, width: Int)? {
    // The whole array at once, as the integers it holds: a debug build
    // would otherwise ask each key's type, in a generic call, per key.
    if isWord(Key.self) {
      return denseRange(of: unsafeBitCast(keys, to: [Int].self), count: keys.count)
    }
    if Key.self == Int32.self {
      return denseRange(of: unsafeBitCast(keys, to: [Int32].self).map(Int.init), count: keys.count)
    }
    return nil
  }

  /// ``denseRange(of:)`` of keys that are the integers `integers`.
  @inlinable
  static func denseRange(of integers: [Int], count: Int) -> (lowest: Int, width: Int)? {
    integers.withUnsafeBufferPointer { integers in
      // A pointer stepped to the end: a debug build calls an iterator's
      // `next()`, or a subscript, for every element.
      guard var integer = integers.baseAddress else { return nil }
      let end = integer + integers.count
      var lowest = integer.pointee
      var highest = lowest
      while integer != end {
        if integer.pointee < lowest { lowest = integer.pointee }
        if integer.pointee > highest { highest = integer.pointee }
        integer += 1
      }
      let (span, overflow) = highest.subtractingReportingOverflow(lowest)
      guard !overflow, span < 2 * count else { return nil }
      return (lowest, span + 1)
    }
  }

  /// The integer a key of an integer type that is its own hash stands
  /// for (the same integer for keys that are `==`, and distinct ones for
  /// keys that are not); `nil` for a key of another type.
  @usableFromInline @_transparent
  static func integer<Key: Hashable>(of key: Key) -> Int? {
    if isWord(Key.self) { return unsafeBitCast(key, to: Int.self) }
    if Key.self == Int32.self { return Int(unsafeBitCast(key, to: Int32.self)) }
    return nil
  }

  /// Whether `Key` is an integer type a word wide, whose values are their
  /// own hash as they are (`Int32`, the other such type, is widened).
  @usableFromInline @_transparent
  static func isWord<Key>(_: Key.Type) -> Bool {
    Key.self == Int.self || Key.self == UInt.self || Key.self == Int64.self
      || Key.self == UInt64.self
  }

  /// The first slot to probe for `key`.
  @inlinable @inline(__always)
  func home<Key: Hashable>(_ key: Key) -> Int {
    Self.home(key, shift: shift, lowest: lowest, count: slots.count)
  }

  /// The first slot to probe for `key` in a table of `count` slots whose
  /// products are shifted down by `shift`, or which is dense from the key
  /// `lowest`.
  @usableFromInline @_transparent
  static func home<Key: Hashable>(_ key: Key, shift: UInt64, lowest: Int?, count: Int) -> Int {
    if let lowest {
      let distance = Self.integer(of: key)! &- lowest
      return UInt(bitPattern: distance) < UInt(count - 1) ? distance : count - 1
    }
    let hash = Self.integer(of: key) ?? key.hashValue
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
    slots.withUnsafeBufferPointer {
      Self.slot(of: key, in: $0, shift: shift, lowest: lowest, where: isKey)
    }
  }

  /// The slot of `slots`, a table whose products are shifted down by
  /// `shift` or which is dense from the key `lowest`, that holds the entry
  /// whose key is `key`, or else the empty slot where that entry goes: the
  /// probe that both a lookup and ``file(_:keyedBy:follows:)`` make. In a
  /// dense table, a key's slot holds its own entry or none, so `isKey` is
  /// not asked.
  ///
  /// - Complexity: O(1) expected.
  @usableFromInline @_transparent
  static func slot<Key: Hashable>(
    of key: Key, in slots: UnsafeBufferPointer<Int32>, shift: UInt64, lowest: Int?,
    where isKey: (Int32) -> Bool
  ) -> Int {
    var slot = home(key, shift: shift, lowest: lowest, count: slots.count)
    if lowest != nil { return slot }
    let mask = slots.count - 1
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
    let lowest = lowest
    slots.withUnsafeMutableBufferPointer { slots in
      assert(
        lowest != nil || 2 * count <= slots.count,
        "\(count) entries in a table of \(slots.count) slots")
      for entry in (0..<Int32(truncatingIfNeeded: count)).reversed() {
        let filed = key(entry)
        let slot = Self.slot(
          of: filed, in: UnsafeBufferPointer(slots), shift: shift, lowest: lowest
        ) {
          key($0) == filed
        }
        assert(lowest == nil || slot < slots.count - 1, "\(filed) lies outside the dense range")
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

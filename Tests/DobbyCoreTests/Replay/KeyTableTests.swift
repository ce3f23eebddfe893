import Testing

@testable import DobbyCore

/// The hash table of the equality index: every key is found under its own
/// entry, whatever its type, and integer keys spread over the table.
struct KeyTableTests {
  /// A table of `keys` (distinct), each key's entry its position.
  private func table<Key: Hashable>(of keys: [Key]) -> KeyTable {
    var table = KeyTable(capacity: keys.count)
    for (position, key) in keys.enumerated() {
      let slot = table.slot(of: key) { keys[Int($0)] == key }
      #expect(table[slot] == nil, "\(key) was found before it was inserted")
      table[slot] = Int32(position)
    }
    return table
  }

  /// The entry of `key` in `table` of `keys`; `nil` where it is absent.
  private func entry<Key: Hashable>(_ key: Key, in table: KeyTable, of keys: [Key]) -> Int32? {
    table[table.slot(of: key) { keys[Int($0)] == key }]
  }

  /// Whether every one of `keys` is found under its position, and none of
  /// `absent`.
  private func findsEach<Key: Hashable>(_ keys: [Key], notAny absent: [Key]) -> Bool {
    let table = table(of: keys)
    return keys.indices.allSatisfy { entry(keys[$0], in: table, of: keys) == Int32($0) }
      && absent.allSatisfy { entry($0, in: table, of: keys) == nil }
  }

  @Test func `integers are found under their entries, and absent ones are not`() {
    let keys = [0, -1, 1, Int.min, Int.max, 42, -42] + (1_000..<3_000).map { $0 * 7 }
    #expect(findsEach(keys, notAny: [2, -2, Int.min + 1, 7 * 999, 7 * 3_000]))
  }

  @Test func `keys of other types are found by their hash`() {
    #expect(findsEach([Int32.min, 0, 5, Int32.max], notAny: [1, -5]))
    #expect(findsEach([UInt.max, 0, 7], notAny: [1]))
    #expect(findsEach(["a", "", "SKU-1", "é"], notAny: ["b", "e\u{301}x"]))
    #expect(findsEach([Int?.none, 0, 1], notAny: [2]))
    #expect(findsEach([Int8(-3), 4], notAny: [3]))
  }

  @Test func `integers that step by a power of two land on distinct home slots`() {
    // 1,024 keys in 2,048 slots: taking the low bits of the keys would put
    // them all in one.
    let keys = (0..<1_024).map { $0 << 20 }
    let table = table(of: keys)
    #expect(Set(keys.map(table.home)).count >= 900)
    #expect(findsEach(keys, notAny: [1 << 19, 1_024 << 20]))
  }

  @Test func `filing keeps each key's first entry and chains the others from it`() {
    let keys = ["b", "a", "b", "c", "a", "b"]
    var table = KeyTable(capacity: keys.count)
    var followed: [Int32: Int32] = [:]
    table.file(keys.count, keyedBy: { keys[Int($0)] }) { entry, displaced in
      #expect(followed[entry] == nil, "entry \(entry) was told twice")
      followed[entry] = displaced
    }
    #expect(entry("b", in: table, of: keys) == 0)
    #expect(entry("a", in: table, of: keys) == 1)
    #expect(entry("c", in: table, of: keys) == 3)
    #expect(entry("d", in: table, of: keys) == nil)
    // Each chain runs from a key's first entry through its later ones.
    #expect(followed == [0: 2, 2: 5, 1: 4])
  }

  @Test func `filing integers finds each under its first entry`() {
    let keys = (0..<3_000).map { $0 % 1_000 * 7 }
    var table = KeyTable(capacity: keys.count)
    var chained = 0
    table.file(keys.count, keyedBy: { keys[Int($0)] }) { _, _ in chained += 1 }
    #expect(chained == 2_000)
    #expect((0..<1_000).allSatisfy { entry(keys[$0], in: table, of: keys) == Int32($0) })
    #expect(entry(1, in: table, of: keys) == nil)
  }

  @Test func `an empty table finds nothing`() {
    #expect(findsEach([Int](), notAny: [0, 1]))
    #expect(findsEach([String](), notAny: [""]))
  }

  /// A table made for `keys` (which may repeat), filed with them, each
  /// key found under its first position; and the keys it was told
  /// follow another.
  private func filed<Key: Hashable>(_ keys: [Key]) -> (table: KeyTable, followed: [Int32: Int32]) {
    var table = KeyTable(for: keys)
    var followed: [Int32: Int32] = [:]
    table.file(keys.count, keyedBy: { keys[Int($0)] }) { entry, displaced in
      followed[entry] = displaced
    }
    return (table, followed)
  }

  @Test func `integers within a range twice their number are filed densely, each in its own slot`()
  {
    let keys = [5, 3, 9, 3, 7, 5, 4]
    let (table, followed) = filed(keys)
    #expect(table.lowest == 3)
    #expect(table.slots.count == 7 + 1, "3...9, and the slot of every key outside them")
    for (position, key) in keys.enumerated() where keys.firstIndex(of: key) == position {
      #expect(entry(key, in: table, of: keys) == Int32(position))
    }
    #expect(followed == [1: 3, 0: 5])
    for absent in [6, 8, 2, 10, Int.min, Int.max, -3] {
      #expect(entry(absent, in: table, of: keys) == nil, "\(absent) is not a key")
    }
  }

  @Test func `dense tables are made only of integers close enough, and agree with hashed ones`() {
    #expect(KeyTable(for: Array(0..<1_000).shuffled()).lowest == 0)
    #expect(KeyTable(for: [Int32(-4), -2, -3]).lowest == -4)
    #expect(KeyTable(for: [UInt64.max, UInt64.max - 1]).lowest == -2, "as bit patterns")
    #expect(KeyTable(for: [0, 2_000]).lowest == nil, "a span over twice the count")
    #expect(KeyTable(for: [Int.min, Int.max]).lowest == nil, "a span past Int")
    #expect(KeyTable(for: [Int8(1), 2]).lowest == nil, "a type that is not its own hash")
    #expect(KeyTable(for: ["a"]).lowest == nil)
    #expect(KeyTable(for: [Int]()).lowest == nil)
    // Every key and every absent integer near them, found alike in both.
    let keys = (0..<3_000).map { ($0 * 7_919) % 2_500 - 1_250 }
    let dense = filed(keys)
    var hashed = KeyTable(capacity: keys.count)
    hashed.file(keys.count, keyedBy: { keys[Int($0)] }) { _, _ in }
    #expect(dense.table.lowest != nil)
    for key in -1_300...1_300 {
      #expect(entry(key, in: dense.table, of: keys) == entry(key, in: hashed, of: keys))
    }
  }
}

/// Where the members of a value node (`{"label":…,"kind":…,"type":…,…}`)
/// are on the tape, found in one pass over the object.
///
/// A value node is read field by field; looking each up by key scans the
/// object again for every field it lacks (most nodes lack three), which
/// made lookups a fifth of reading a recording. The pass compares each key
/// once, by its bytes packed into a word; the reads then go straight to
/// the values, in the same order and with the same errors as lookups by
/// key (keys are unique, see ``JSONParser``).
struct ValueNodeMembers {
  /// The token index of each member's value; `nil` when it is absent.
  private(set) var label: Int?
  private(set) var kind: Int?
  private(set) var type: Int?
  private(set) var text: Int?
  private(set) var children: Int?
  private(set) var elided: Int?

  /// The keys, as their bytes load into a word (little-endian, the first
  /// byte lowest); `JSONTapeTests` checks them against the names.
  static let words: [(name: StaticString, word: UInt64)] = [
    ("label", 0x6C_6562_616C), ("kind", 0x646E_696B), ("type", 0x6570_7974),
    ("text", 0x7478_6574), ("children", 0x6E65_7264_6C69_6863), ("elided", 0x6465_6469_6C65),
  ]

  /// Finds the members of `object`.
  ///
  /// - Complexity: O(k) in its number of members.
  init(_ object: JSONObject) {
    let tape = object.tape
    let bytes = tape.bytes
    let end = Int(tape.tokens[object.index].payload)
    var member = object.index + 1
    while member < end {
      let key = tape.tokens[member]
      let value = member + 1
      let start = Int(key.start)
      let count = Int(key.payload) - start
      if key.flag {
        // A key with escapes: its decoded text.
        let text = tape.text(at: member)
        if let slot = Self.words.firstIndex(where: { $0.name.description == text }) {
          set(slot, value)
        }
      } else if count <= 8 {
        var word: UInt64 = 0
        if start + 8 <= bytes.count {
          word = ByteScan.word(UnsafeRawPointer(bytes.baseAddress!), at: start)
          word &= ByteScan.lowBytes(count)
        } else {
          for offset in 0..<count { word |= UInt64(bytes[start + offset]) << (8 * offset) }
        }
        switch (count, word) {
        case (5, 0x6C_6562_616C): label = value
        case (4, 0x646E_696B): kind = value
        case (4, 0x6570_7974): type = value
        case (4, 0x7478_6574): text = value
        case (8, 0x6E65_7264_6C69_6863): children = value
        case (6, 0x6465_6469_6C65): elided = value
        default: break
        }
      }
      member = tape.skip(value)
    }
  }

  private mutating func set(_ slot: Int, _ value: Int) {
    switch slot {
    case 0: label = value
    case 1: kind = value
    case 2: type = value
    case 3: text = value
    case 4: children = value
    default: elided = value
    }
  }
}

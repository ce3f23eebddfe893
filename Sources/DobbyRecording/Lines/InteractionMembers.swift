/// Where the members of an interaction line are on the tape, found in one
/// pass over the object, as ``ValueNodeMembers`` finds a value node's: the
/// reads then go straight to the values, in the same order and with the
/// same errors as lookups by key. (An interaction lacks `caller` unless
/// callers were captured, and a lookup of a missing key scans the whole
/// line.)
struct InteractionMembers {
  /// The token index of each member's value; -1 when absent.
  private(set) var seq = -1
  private(set) var timestamp = -1
  private(set) var recorder = -1
  private(set) var index = -1
  private(set) var verdict = -1
  private(set) var callSite = -1
  private(set) var caller = -1
  private(set) var value = -1

  /// The keys, as ``JSONTape/packed(at:)`` packs them (little-endian, the
  /// first byte lowest); `JSONTapeTests` checks them against the names.
  static let words: [(name: StaticString, words: (UInt64, UInt64))] = [
    ("seq", (0x71_6573, 0)), ("timestamp", (0x6D61_7473_656D_6974, 0x70)),
    ("recorder", (0x7265_6472_6F63_6572, 0)), ("index", (0x78_6564_6E69, 0)),
    ("verdict", (0x74_6369_6472_6576, 0)), ("callSite", (0x6574_6953_6C6C_6163, 0)),
    ("caller", (0x7265_6C6C_6163, 0)), ("value", (0x65_756C_6176, 0)),
  ]

  /// Finds the members of `object`.
  ///
  /// - Complexity: O(k) in its number of members.
  init(_ object: JSONObject) {
    let tape = object.tape
    let end = Int(tape.tokens[object.index].payload)
    var member = object.index + 1
    while member < end {
      let value = member + 1
      if let (count, words) = tape.packed(at: member) {
        set(count, words, value)
      } else if tape.tokens[member].flag {
        // A key with escapes: its decoded text.
        let text = tape.text(at: member)
        if let known = Self.words.first(where: { $0.name.description == text }) {
          set(known.name.utf8CodeUnitCount, known.words, value)
        }
      }
      member = tape.skip(value)
    }
  }

  private mutating func set(_ count: Int, _ words: (UInt64, UInt64), _ value: Int) {
    switch (count, words.0, words.1) {
    case (3, 0x71_6573, 0): seq = value
    case (9, 0x6D61_7473_656D_6974, 0x70): timestamp = value
    case (8, 0x7265_6472_6F63_6572, 0): recorder = value
    case (5, 0x78_6564_6E69, 0): index = value
    case (7, 0x74_6369_6472_6576, 0): verdict = value
    case (8, 0x6574_6953_6C6C_6163, 0): callSite = value
    case (6, 0x7265_6C6C_6163, 0): caller = value
    case (5, 0x65_756C_6176, 0): self.value = value
    default: break
    }
  }
}

import DobbyCore
import Testing

/// Eliding a long text around a part of it that must stay visible.
struct DisplayTextFocusTests {
  static let text = String((0..<120).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })

  @Test func `a focus the middle cut keeps gives the middle cut`() {
    #expect(
      DisplayText.elide(Self.text, to: 80, keeping: 0..<5) == DisplayText.elide(Self.text, to: 80))
    #expect(
      DisplayText.elide(Self.text, to: 80, keeping: 115..<120)
        == DisplayText.elide(Self.text, to: 80))
  }

  @Test func `a focus in the middle is kept whole between two counted cuts`() {
    let chars = Array(Self.text)
    let elided = DisplayText.elide(Self.text, to: 80, keeping: 60..<70)
    #expect(elided.contains(String(chars[60..<70])), "\(elided)")
    #expect(
      elided == "abcdefghijk…(41 more)…abcdefghijklmnopqrstuvwxyzabcdefgh…(23 more)…fghijklmnop")
    #expect(elided.count <= 80 + 2)
  }

  @Test func `a short text is left alone`() {
    #expect(DisplayText.elide("short", to: 40, keeping: 1..<3) == "short")
  }

  /// `count` characters, each the index of one of `alphabet`'s from a
  /// seeded generator.
  static func picks(_ count: Int, seed: inout UInt64, alphabet: Int) -> [Int] {
    (0..<count).map { _ in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % alphabet
    }
  }

  /// The ASCII letters that stand in for the characters of an alphabet
  /// (none of them in a cut's count, `…(12 more)…`).
  static let standIns: [Character] = ["G", "H", "I", "J", "K", "L"]

  @Test(arguments: [
    (0, 9_000), (10, 9_000), (1_990, 9_000), (4_500, 9_000), (8_990, 9_000), (9_000, 9_000),
    (3_000, 4_001), (0, 4_000), (20_000, 50_000),
  ])
  func `the cut depends on the count of characters, not on what they are`(
    position: Int, length: Int
  ) {
    var seed = UInt64(position * 31 + length)
    // ASCII; then accents, wide characters, emoji, CRLF, a combining accent.
    for alphabet in [["a", "b"], ["a", "é", "寿", "🍣", "\r\n", "e\u{301}"]] {
      let picks =
        Self.picks(position, seed: &seed, alphabet: alphabet.count) + [-1]
        + Self.picks(max(0, length - position - 1), seed: &seed, alphabet: alphabet.count)
      let text = picks.map { $0 < 0 ? "X" : alphabet[$0] }.joined()
      // One ASCII character for each: cut the same, then each replaced back.
      let ascii = String(picks.map { $0 < 0 ? "X" : Self.standIns[$0] })
      let count = picks.count
      let start = text.index(text.startIndex, offsetBy: min(position, count))
      for focus in [position..<(position + 1), position..<(position + 30)] {
        let expected = DisplayText.elide(ascii, to: 4_000, keeping: focus).map { character in
          Self.standIns.firstIndex(of: character).map { alphabet[$0] } ?? String(character)
        }.joined()
        #expect(DisplayText.elide(text, to: 4_000, keeping: focus) == expected)
        #expect(
          DisplayText.elide(text, count: count, to: 4_000, keeping: focus, at: start) == expected)
        #expect(DisplayText.elide(text, count: count, to: 4_000, keeping: focus) == expected)
      }
    }
  }
}

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

  /// `count` characters of `alphabet` from a seeded generator.
  static func text(_ count: Int, seed: inout UInt64, alphabet: [String]) -> String {
    var result = ""
    for _ in 0..<count {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      result += alphabet[Int(seed >> 33) % alphabet.count]
    }
    return result
  }

  /// The cut made on an array of the text's characters: the oracle the
  /// cut that moves indices must equal.
  static func arrayCut(_ text: String, to limit: Int, keeping focus: Range<Int>) -> String {
    let characters = Array(text)
    let count = characters.count
    guard count > limit else { return text }
    let keep = limit - 12
    let head = keep / 2 + keep % 2
    let tail = keep / 2
    func part(_ range: Range<Int>) -> String { String(characters[range]) }
    if focus.upperBound <= head || focus.lowerBound >= count - tail {
      return part(0..<head) + "…(\(count - head - tail) more)…" + part((count - tail)..<count)
    }
    let budget = limit - 24
    let ends = budget / 5
    let window = budget - 2 * ends
    var start = max(ends, focus.lowerBound - max(0, (window - focus.count) / 3))
    var end = min(count - ends, start + window)
    start = max(ends, end - window)
    if focus.upperBound > end { end = min(count - ends, focus.upperBound) }
    var result = part(0..<ends)
    if start > ends { result += "…(\(start - ends) more)…" }
    result += part(start..<end)
    if end < count - ends { result += "…(\(count - ends - end) more)…" }
    return result + part((count - ends)..<count)
  }

  @Test(arguments: [
    (0, 9_000), (10, 9_000), (1_990, 9_000), (4_500, 9_000), (8_990, 9_000), (9_000, 9_000),
    (3_000, 4_001), (0, 4_000), (20_000, 50_000),
  ])
  func `moving indices cuts as the character array does, whatever the characters`(
    position: Int, length: Int
  ) {
    var seed = UInt64(position * 31 + length)
    // ASCII; then accents, wide characters, emoji, CRLF, a combining accent.
    for alphabet in [["a", "b"], ["a", "é", "寿", "🍣", "\r\n", "e\u{301}"]] {
      let text =
        Self.text(position, seed: &seed, alphabet: alphabet) + "X"
        + Self.text(max(0, length - position - 1), seed: &seed, alphabet: alphabet)
      let count = text.count
      let start = text.index(text.startIndex, offsetBy: min(position, count))
      for focus in [position..<(position + 1), position..<(position + 30)] {
        let expected = Self.arrayCut(text, to: 4_000, keeping: focus)
        #expect(DisplayText.elide(text, to: 4_000, keeping: focus) == expected)
        #expect(
          DisplayText.elide(text, count: count, to: 4_000, keeping: focus, at: start) == expected)
        #expect(DisplayText.elide(text, count: count, to: 4_000, keeping: focus) == expected)
      }
    }
  }
}

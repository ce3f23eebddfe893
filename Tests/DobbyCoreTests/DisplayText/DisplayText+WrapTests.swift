import DobbyCore
import Testing

/// Text broken into lines of a display width, between words.
struct DisplayTextWrapTests {
  @Test func `words fill each line up to the width`() {
    #expect(
      DisplayText.wrap("the earlier reaction is tried first", to: 16)
        == ["the earlier", "reaction is", "tried first"])
    #expect(DisplayText.wrap("fits on one line", to: 16) == ["fits on one line"])
  }

  @Test func `a word wider than a line is broken between characters`() {
    #expect(DisplayText.wrap("ab abcdefgh", to: 4) == ["ab", "abcd", "efgh"])
  }

  @Test func `wide characters count two columns`() {
    #expect(DisplayText.wrap("寿司 🍣 ok", to: 5) == ["寿司", "🍣 ok"])
    #expect(DisplayText.wrap("ラーメン", to: 5) == ["ラー", "メン"])
  }

  @Test func `runs of spaces fold, and empty text is one empty line`() {
    #expect(DisplayText.wrap("a   b", to: 10) == ["a b"])
    #expect(DisplayText.wrap("", to: 10) == [""])
    #expect(DisplayText.wrap("word", to: 0) == ["w", "o", "r", "d"])
  }
}

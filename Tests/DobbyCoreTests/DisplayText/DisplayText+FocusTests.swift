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
}

import Testing

@testable import DobbyTUI

/// Where a long expected and actual value first differ, found by
/// comparing blocks of bytes, then characters.
struct StringFirstDifferenceTests {
  @Test(arguments: [0, 10, 4_500, 16_383, 16_384, 20_000])
  func `it finds the first character that differs, whole characters compared`(position: Int) {
    for alphabet in ["ab", "aé寿🍣"] {
      let before = String(
        String(repeating: alphabet, count: position / alphabet.count + 1).prefix(position))
      // "e" and "e\u{301}" share a byte but are different characters.
      let expected = before + "e" + "tail"
      let actual = before + "e\u{301}" + "tail"
      let (i, j) = expected.firstDifference(from: actual)
      #expect(expected.distance(from: expected.startIndex, to: i) == position)
      #expect(actual.distance(from: actual.startIndex, to: j) == position)
      #expect(actual[j] == "e\u{301}")
    }
  }

  @Test func `equal texts and a prefix differ at the end of the shorter`() {
    let (a, b) = "same".firstDifference(from: "same")
    #expect(a == "same".endIndex && b == "same".endIndex)
    let long = String(repeating: "x", count: 40_000)
    let (i, j) = long.firstDifference(from: long + "y")
    #expect(i == long.endIndex)
    #expect((long + "y")[j] == "y")
  }

  @Test func `a CRLF is one character that differs from its CR`() {
    let (i, j) = "ab\r".firstDifference(from: "ab\r\n")
    #expect(i == "ab\r".index("ab\r".startIndex, offsetBy: 2))
    #expect("ab\r\n"[j] == "\r\n")
  }
}

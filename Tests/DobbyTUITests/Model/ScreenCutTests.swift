import DobbyCore
import Testing

@testable import DobbyTUI

/// A long expected and actual value cut on opening: the same text as the
/// character-array cut of `DisplayText.elide(_:to:keeping:)`, found by
/// moving indices.
struct ScreenCutTests {
  /// `count` characters of `alphabet` from a seeded generator.
  static func text(_ count: Int, seed: inout UInt64, alphabet: [String]) -> String {
    var result = ""
    for _ in 0..<count {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      result += alphabet[Int(seed >> 33) % alphabet.count]
    }
    return result
  }

  @Test(arguments: [
    (0, 9_000), (10, 9_000), (1_990, 9_000), (4_500, 9_000), (8_990, 9_000), (9_000, 9_000),
    (3_000, 4_001), (0, 4_000), (20_000, 50_000),
  ])
  func `it cuts as the character-array cut does, around the first difference`(
    position: Int, length: Int
  ) {
    var seed: UInt64 = UInt64(position * 31 + length)
    for alphabet in [["a", "b"], ["a", "é", "寿", "🍣", "\r\n", "e\u{301}"]] {
      let before = Self.text(position, seed: &seed, alphabet: alphabet)
      let after = Self.text(max(0, length - position - 1), seed: &seed, alphabet: alphabet)
      let expected = before + "X" + after
      let actual = before + "Y" + after + "tail"
      let (inExpected, inActual) = ScreenCut.firstDifference(expected, actual)
      #expect(expected.distance(from: expected.startIndex, to: inExpected) == position)
      #expect(actual.distance(from: actual.startIndex, to: inActual) == position)
      for (text, index) in [(expected, inExpected), (actual, inActual)] {
        let cut = ScreenCut(text, count: text.count, focus: index, offset: position).text
        #expect(
          cut
            == DisplayText.elide(
              text, to: ReportIndex.screenTextLimit, keeping: position..<(position + 1)))
      }
    }
  }

  @Test func `equal texts and a prefix differ at the end of the shorter`() {
    let (a, b) = ScreenCut.firstDifference("same", "same")
    #expect(a == "same".endIndex && b == "same".endIndex)
    let long = String(repeating: "x", count: 40_000)
    let (i, j) = ScreenCut.firstDifference(long, long + "y")
    #expect(i == long.endIndex)
    #expect((long + "y")[j] == "y")
  }
}

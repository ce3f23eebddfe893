import DobbyCore
import DobbyTestSupport
import Testing

/// No line of a plain report is longer than its limit, however large the
/// value or the matcher's description it prints, and a cut line says how
/// much it cut.
struct PlainTextLineCapTests {
  /// The report of a pattern whose one expectation is described by
  /// `description`, unfulfilled.
  private func report(describedBy description: String) -> VerificationReport {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(title: "CapTests.long")
    pattern.expect(Matcher<Int>(description, test: { _ in false }), in: numbers)
    return pattern.check()
  }

  @Test func `a line past the limit is cut and says how many characters it cut`() {
    let text = report(describedBy: String(repeating: "x", count: 20_000)).plainText(
      PlainTextOptions())
    let lines = text.split(separator: "\n").map(String.init)
    let cut = lines.filter { $0.contains("more characters cut") }
    #expect(cut.count == 1)
    let line = cut.first ?? ""
    #expect(line.contains(": error: DOBBY-E004 unfulfilled: E1 numbers xxxxx"))
    let kept = line.prefix(while: { $0 != "…" })
    #expect(kept.count == 4_000)
    // The whole line: the place, the code and kind, the description, and
    // the count of matches.
    let whole =
      lineStart(line) + "DOBBY-E004 unfulfilled: E1 numbers ".count + 20_000
      + " expected once, matched 0 times".count
    #expect(line.hasSuffix("…(\(grouped(whole - 4_000)) more characters cut)"))
    #expect(lines.allSatisfy { $0.count <= 4_000 + "…(99,999,999 more characters cut)".count })
  }

  @Test func `a line at the limit is printed whole`() {
    let text = report(describedBy: String(repeating: "y", count: 100)).plainText(
      PlainTextOptions())
    #expect(!text.contains("more characters cut"))
    #expect(text.contains(String(repeating: "y", count: 100)))
  }

  /// How many characters of `line` come before its headline.
  private func lineStart(_ line: String) -> Int {
    line.range(of: "DOBBY-E004").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
      ?? 0
  }
}

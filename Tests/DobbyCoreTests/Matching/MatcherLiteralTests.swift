import DobbyCore
import Testing

/// A literal stands for `equals(literal)` wherever a matcher is expected.
struct MatcherLiteralTests {
  @Test func `number and boolean literals are equality matchers`() {
    let integer: Matcher<Int> = 3
    let real: Matcher<Double> = 1.5
    let wholeReal: Matcher<Double> = 2
    let flag: Matcher<Bool> = true
    #expect(integer.matches(3) && !integer.matches(4))
    #expect(real.matches(1.5) && !real.matches(1.25))
    #expect(wholeReal.matches(2.0))
    #expect(flag.matches(true) && !flag.matches(false))
    #expect(integer.description == "== 3")
    #expect(flag.description == "== true")
  }

  @Test func `string literals of one scalar, one grapheme or many are equality matchers`() {
    let scalar: Matcher<String> = "a"
    let grapheme: Matcher<String> = "🇪🇺"
    let text: Matcher<String> = "receipt"
    let substring: Matcher<Substring> = "SKU"
    #expect(scalar.matches("a") && !scalar.matches("b"))
    #expect(grapheme.matches("🇪🇺") && !grapheme.matches("🇪"))
    #expect(text.matches("receipt") && !text.matches("Receipt"))
    #expect(substring.matches("SKU-1".prefix(3)))
    #expect(text.description == #"== "receipt""#)
  }

  @Test func `literals mix with other matchers in an array`() {
    let matchers: [Matcher<Int>] = [1, any(), 3]
    #expect(matchers.map { $0.matches(2) } == [false, true, false])
  }
}

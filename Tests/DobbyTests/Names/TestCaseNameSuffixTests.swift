import DobbyTestSupport
import Testing

@testable import Dobby

/// How a case's arguments are written after the test's name.
struct TestCaseNameSuffixTests {
  private func suffix(_ values: [(String?, Any)], discriminator: Int = 0) -> String {
    TestCaseName.suffix(
      CaseArguments(
        values: values.map { CaseArguments.Argument(label: $0.0, value: $0.1) },
        discriminator: discriminator))
  }

  @Test func `arguments are written as values are, with their labels`() {
    #expect(suffix([("currency", "EUR")]) == #"(currency: "EUR")"#)
    #expect(suffix([(nil, 3), ("ok", true)]) == "(3, ok: true)")
    #expect(
      suffix([("p", Payment(amount: 5, currency: "GBP"))])
        == #"(p: Payment(amount: 5, currency: "GBP"))"#)
  }

  @Test func `hostile text in an argument is escaped`() {
    for scalar in HostileText.scalars {
      let text = suffix([("s", "a" + String(Character(scalar)) + "b")])
      #expect(!text.unicodeScalars.contains(scalar), "\(text.debugDescription)")
    }
  }

  @Test func `a long argument is cut in the middle and the hash of the whole follows`() {
    let long = String(repeating: "a", count: 30) + "MIDDLE" + String(repeating: "z", count: 30)
    let other = String(repeating: "a", count: 30) + "CENTRE" + String(repeating: "z", count: 30)
    let first = suffix([("s", long)])
    let second = suffix([("s", other)])
    #expect(first == #"(s: "aaaaaaaaaaaaa…(40 more)…zzzzzzzzzzzzz") ~15299532"#)
    #expect(first != second)
  }

  @Test func `arguments that do not fit give way to a stable hash of the case`() {
    let values: [(String?, Any)] = (0..<8).map { ("argument\($0)", "value number \($0)") }
    let text = suffix(values)
    #expect(text.wholeMatch(of: #/\(case ~[0-9a-f]{8}\)/#) != nil, "\(text)")
    #expect(text == suffix(values))
    #expect(text != suffix(Array(values.dropLast())))
  }

  @Test func `a repeated argument adds its index among equal cases`() {
    #expect(suffix([("n", 1)], discriminator: 0) == "(n: 1)")
    #expect(suffix([("n", 1)], discriminator: 1) == "(n: 1) #1")
  }

  @Test func `a test that is not parameterised has no suffix`() {
    #expect(TestCaseName.currentSuffix() == nil)
  }

  @Test(arguments: [(1, "one"), (2, "two")])
  func `a case's arguments are read off Swift Testing`(number: Int, word: String) {
    #expect(TestCaseName.currentSuffix() == #"(number: \#(number), word: "\#(word)")"#)
  }
}

import DobbyCore
import DobbyTestSupport
import Testing

enum Status: Equatable, Sendable {
  case pending
  case paid(amount: Int, by: String)
}

struct MatcherTests {
  @Test func `any matches everything`() {
    let matcher: Matcher<Int> = any()
    #expect(matcher.matches(3))
    #expect(matcher.description == "any()")
    #expect(matcher.explain(3).isEmpty)
  }

  @Test func `equals describes and explains scalars`() {
    #expect(equals(5).matches(5))
    #expect(!equals(5).matches(6))
    #expect(equals(5).description == "== 5")
    #expect(equals("foo").description == #"== "foo""#)
    #expect(equals(5).explain(6).map(\.description) == ["expected 5, got 6"])
  }

  @Test func `equals explains a struct down to the differing field`() {
    let explanation = equals(Payment(amount: 5, currency: "EUR"))
      .explain(Payment(amount: 5, currency: "USD"))
    #expect(
      explanation == [FieldMismatch(path: ".currency", expected: #""EUR""#, actual: #""USD""#)])
    #expect(explanation.map(\.description) == [#".currency: expected "EUR", got "USD""#])
  }

  @Test func `equals explains enums, arrays and dictionaries`() {
    #expect(
      equals(Status.paid(amount: 3, by: "card")).explain(.paid(amount: 4, by: "card"))
        .map(\.description) == [".amount: expected 3, got 4"])
    #expect(
      equals(Status.pending).explain(.paid(amount: 4, by: "card")).map(\.description)
        == [#"expected .pending, got .paid(amount: 4, by: "card")"#])
    #expect(
      equals([1, 2, 3]).explain([1, 5]).map(\.description)
        == ["count: expected 3, got 2", "[1]: expected 2, got 5"])
    #expect(
      equals(["a": 1, "b": 2]).explain(["a": 1, "c": 3]).map(\.description)
        == [#"["b"]: missing"#, #"["c"]: unexpected, got 3"#])
  }

  @Test func `not inverts a matcher`() {
    let matcher = not(5)
    #expect(matcher.matches(4))
    #expect(!matcher.matches(5))
    #expect(matcher.description == "not(== 5)")
    #expect(matcher.explain(5).map(\.description) == ["expected not(== 5), got 5"])
  }

  @Test func `none and some match optionals`() {
    let nothing: Matcher<Int?> = none()
    #expect(nothing.matches(nil))
    #expect(!nothing.matches(1))
    #expect(nothing.description == "nil")
    #expect(nothing.explain(1).map(\.description) == ["expected nil, got 1"])

    let something = some(equals(2))
    #expect(something.matches(2))
    #expect(!something.matches(nil))
    #expect(!something.matches(3))
    #expect(something.description == "some(== 2)")
    #expect(something.explain(nil).map(\.description) == ["expected some(== 2), got nil"])
    #expect(something.explain(3).map(\.description) == ["expected 2, got 3"])
  }

  @Test func `a predicate matcher uses its description`() {
    let even = matches("is even") { (value: Int) in value.isMultiple(of: 2) }
    #expect(even.matches(4))
    #expect(!even.matches(3))
    #expect(even.explain(3).map(\.description) == ["expected is even, got 3"])
    let unnamed = matches { (value: Int) in value > 0 }
    #expect(unnamed.description == "matches { … }")
  }

  @Test func `tuple matchers explain the differing element`() {
    let matcher = matches((equals(1), equals("foobar")))
    #expect(matcher.matches((1, "foobar")))
    #expect(!matcher.matches((1, "foo")))
    #expect(matcher.description == #"(== 1, == "foobar")"#)
    #expect(
      matcher.explain((1, "foo")) == [
        FieldMismatch(path: ".1", expected: #""foobar""#, actual: #""foo""#)
      ])
  }

  @Test func `tuple matchers accept plain values and any arity`() {
    let matcher = matches((1, "a", true, any() as Matcher<Double>, not(2)))
    #expect(matcher.matches((1, "a", true, 0.5, 3)))
    #expect(!matcher.matches((1, "a", false, 0.5, 3)))
    #expect(
      matcher.explain((2, "a", true, 0.5, 2)).map(\.description) == [
        ".0: expected 1, got 2", ".4: expected not(== 2), got 2",
      ])
  }

  @Test func `array matchers check count and each element`() {
    let matcher = matches([equals(1), any(), not(3)])
    #expect(matcher.matches([1, 9, 4]))
    #expect(!matcher.matches([1, 9]))
    #expect(matcher.description == "[== 1, any(), not(== 3)]")
    #expect(
      matcher.explain([2, 9]).map(\.description) == [
        "count: expected 3, got 2", "[0]: expected 1, got 2",
      ])
  }

  @Test func `dictionary matchers check keys and values`() {
    let matcher = matches(["key": equals(1), "other": any()])
    #expect(matcher.matches(["key": 1, "other": 7]))
    #expect(matcher.description == #"["key": == 1, "other": any()]"#)
    #expect(matcher.explain(["other": 1]).map(\.description) == [#"["key"]: missing"#])
    #expect(
      matcher.explain(["key": 2, "other": 1, "x": 0]).map(\.description)
        == [#"["key"]: expected 1, got 2"#, #"["x"]: unexpected, got 0"#])
  }

  @Test(arguments: [
    (1 as any EquatableMatcherLiteral, "== 1"), (Int8(2), "== 2"), (UInt64(3), "== 3"),
    (2.5, "== 2.5"), (Float(1.5), "== 1.5"), (true, "== true"), ("s", #"== "s""#),
    (Character("c"), #"== "c""#),
  ])
  func `scalars stand for equality matchers`(
    value: any EquatableMatcherLiteral, description: String
  ) {
    #expect(describe(value) == description)
  }

  private func describe<V: EquatableMatcherLiteral>(_ value: V) -> String {
    #expect(value.matcher.matches(value))
    return value.matcher.description
  }

  @Test func `descriptions and explanations escape control characters`() {
    let matcher = equals("a\u{1B}[2Jb")
    #expect(matcher.description == #"== "a\u{1B}[2Jb""#)
    #expect(
      matcher.explain("x\u{7}").map(\.description) == [#"expected "a\u{1B}[2Jb", got "x\u{7}""#])
  }

  @Test func `huge values are elided in explanations`() {
    let long = String(repeating: "x", count: 5_000)
    let text = equals(long).explain("y")[0].expected!
    #expect(text.count < 200)
    #expect(text.contains("more)"))
  }
}

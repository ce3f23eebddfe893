import Testing

@testable import DobbyTUI

/// The field table's reading of a matcher: a tuple matcher's parts, one
/// per element.
struct FieldTableTests {
  @Test func `a matcher tuple splits at its own commas only`() {
    #expect(
      FieldTable.tupleParts(#"(== Money(cents: 1, currency: "EUR"), == "A, B")"#)
        == [#"== Money(cents: 1, currency: "EUR")"#, #"== "A, B""#])
    #expect(FieldTable.tupleParts(#"(== "a)"#) == nil)
    #expect(FieldTable.tupleParts("(one)") == nil)
  }
}

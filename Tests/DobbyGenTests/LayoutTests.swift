import Testing

@testable import DobbyGen

/// Generated lines longer than 100 columns, broken as swift-format breaks them.
struct LayoutTests {
  @Test func `a type's header puts its where clause on a line of its own`() {
    let line =
      "final class EncodedDouble<EncodedScalar: BidirectionalCollection>: Encoded, Sendable "
      + "where EncodedScalar.Element: FixedWidthInteger {"
    #expect(
      Layout.wrap(line) == [
        "final class EncodedDouble<EncodedScalar: BidirectionalCollection>: Encoded, Sendable",
        "where EncodedScalar.Element: FixedWidthInteger {",
      ])
  }

  @Test func `a computed property puts its type, then its brace, on lines of their own`() {
    let type = "Dobby.Stub<Dobby.UncheckedSendable<Any>, Dobby.UncheckedSendable<Unicode.Scalar>>"
    #expect(
      Layout.wrap("  static var decode: \(type) { EncodedDoubleStatics.decode }") == [
        "  static var decode:", "    \(type)", "  {", "    EncodedDoubleStatics.decode", "  }",
      ])
  }

  @Test func `a line that fits is left as it is`() {
    #expect(Layout.wrap("  static var count: Int { Self.countGet.answer(()) }").count == 1)
  }
}

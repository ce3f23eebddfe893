import DobbyCore
import Testing

/// A value's description is read as Swift prints it: a string literal is
/// opaque, brackets nest, and only what stands outside both is structure.
struct DescriptionScannerTests {
  /// The role of each character of `text`, one letter each: `l` literal,
  /// `(` opening, `)` closing, `,` comma, `.` other.
  static func roles(_ text: String) -> (String, DescriptionScanner) {
    var scanner = DescriptionScanner()
    let letters = text.map { character -> Character in
      switch scanner.read(character) {
      case .literal: "l"
      case .opening: "("
      case .closing: ")"
      case .comma: ","
      case .other: "."
      }
    }
    return (String(letters), scanner)
  }

  @Test func `brackets and commas outside a literal are structure`() {
    let (roles, scanner) = Self.roles(#"(a, [b], {c})"#)
    #expect(roles == "(.,.(.),.(.))")
    #expect(scanner.isBalanced)
  }

  @Test func `a literal hides the brackets, commas and escaped quotes in it`() {
    let (roles, scanner) = Self.roles(#"f("a, (b\")", c)"#)
    #expect(roles == ".(llllllllll,..)")
    #expect(scanner.isBalanced)
  }

  @Test func `an open literal or bracket leaves the scan unbalanced`() {
    #expect(!Self.roles(#"("a"#).1.isBalanced)
    #expect(!Self.roles("(a, b").1.isBalanced)
    #expect(Self.roles("(a, b").1.depth == 1)
  }

  @Test func `a bracket that closes what began before the scan goes below zero`() {
    let (roles, scanner) = Self.roles(#"1, b: 2), "x""#)
    #expect(roles == ".,.....),.lll")
    #expect(scanner.depth == -1)
  }
}

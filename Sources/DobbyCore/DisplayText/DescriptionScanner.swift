/// Reads a value's description a character at a time, as Swift prints
/// values: a string literal (with its `\` escapes) is opaque, and brackets
/// nest, so that only a comma or bracket outside both is structure.
package struct DescriptionScanner {
  /// What a character read is to the description's structure.
  package enum Role: Equatable {
    /// Part of a string literal, its quotes included.
    case literal
    /// `(`, `[` or `{` outside a literal.
    case opening
    /// `)`, `]` or `}` outside a literal.
    case closing
    /// `,` outside a literal.
    case comma
    /// Anything else.
    case other
  }

  /// How many brackets outside literals are open after the characters
  /// read; negative once a bracket closes one opened before the scan.
  package private(set) var depth = 0
  private var quoted = false
  private var escaped = false

  /// A scanner that has read nothing.
  package init() {}

  /// Whether every bracket and literal opened has closed again.
  package var isBalanced: Bool { depth == 0 && !quoted }

  /// Reads `character` and says what it is.
  package mutating func read(_ character: Character) -> Role {
    if quoted {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted = false
      }
      return .literal
    }
    switch character {
    case "\"":
      quoted = true
      return .literal
    case "(", "[", "{":
      depth += 1
      return .opening
    case ")", "]", "}":
      depth -= 1
      return .closing
    case ",":
      return .comma
    default:
      return .other
    }
  }
}

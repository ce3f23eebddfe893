@testable import DobbyGen

/// Declaration fragments as the compiler writes them, for tests: a string
/// literal is a `text` fragment, the cases the other kinds.
enum Part: ExpressibleByStringLiteral {
  case keyword(String)
  case attribute(String)
  case identifier(String)
  case type(String, String? = nil)
  case generic(String)
  case external(String)
  case `internal`(String)
  case text(String)

  init(stringLiteral value: String) { self = .text(value) }

  var fragment: SymbolGraph.Fragment {
    switch self {
    case .keyword(let s): .init(kind: "keyword", spelling: s)
    case .attribute(let s): .init(kind: "attribute", spelling: s)
    case .identifier(let s): .init(kind: "identifier", spelling: s)
    case .type(let s, let precise):
      .init(kind: "typeIdentifier", spelling: s, preciseIdentifier: precise)
    case .generic(let s): .init(kind: "genericParameter", spelling: s)
    case .external(let s): .init(kind: "externalParam", spelling: s)
    case .internal(let s): .init(kind: "internalParam", spelling: s)
    case .text(let s): .init(kind: "text", spelling: s)
    }
  }
}

/// The tokens of `parts`.
func tokens(_ parts: [Part]) -> TokenStream { TokenStream(Token.tokens(of: parts.map(\.fragment))) }

/// Named types for expectations: `Int` is `s:Si`.
enum T {
  static let int = TypeSyntax.nominal([TypeName(name: "Int", precise: "s:Si")])
  static let string = TypeSyntax.nominal([TypeName(name: "String", precise: "s:SS")])
  static func named(_ name: String, _ precise: String? = nil, _ arguments: [TypeSyntax] = [])
    -> TypeSyntax
  {
    .nominal([TypeName(name: name, precise: precise, arguments: arguments)])
  }
}

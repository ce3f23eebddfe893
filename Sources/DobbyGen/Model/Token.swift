/// One token of a declaration, from the symbol graph's fragments: the
/// compiler already told identifiers, keywords and types apart, so only
/// the punctuation in its `text` fragments is split further.
enum Token: Equatable, Sendable {
  /// A keyword: `func`, `async`, `some`, `Any`, `inout`.
  case keyword(String)
  /// An attribute: `@escaping`, `@Sendable`, `@MainActor`.
  case attribute(String)
  /// The declared name: `charge`, or `` `for` `` as the compiler spells it.
  case identifier(String)
  /// A type's name and, when the compiler knows it, its precise identifier.
  case type(String, precise: String?)
  /// A generic parameter where it is declared: `T` in `<T>`.
  case genericParameter(String)
  /// An argument label.
  case externalParameter(String)
  /// A parameter's name inside the body.
  case internalParameter(String)
  /// Punctuation: `(`, `)`, `->`, `...`, `?`, `!`, `&`, `:`, `,`, …
  case punctuation(String)
  /// A word in a text fragment: `Type` in `.Type`, a default value.
  case word(String)

  /// The tokens of `fragments`, in order, whitespace dropped.
  static func tokens(of fragments: [SymbolGraph.Fragment]) -> [Token] {
    fragments.flatMap(tokens(of:))
  }

  private static func tokens(of fragment: SymbolGraph.Fragment) -> [Token] {
    // Some graphs spell an attribute with its trailing space: `@escaping `.
    let spelling = fragment.spelling.filter { !$0.isWhitespace }
    switch fragment.kind {
    case "keyword": return [.keyword(spelling)]
    case "attribute": return [.attribute(spelling)]
    case "identifier": return [.identifier(spelling)]
    case "typeIdentifier": return [.type(spelling, precise: fragment.preciseIdentifier)]
    case "genericParameter": return [.genericParameter(spelling)]
    case "externalParam": return [.externalParameter(spelling)]
    case "internalParam": return [.internalParameter(spelling)]
    default: return punctuation(in: fragment.spelling)
    }
  }

  /// The punctuation marks, longest first.
  private static let marks = [
    "->", "...", "==", "(", ")", "<", ">", "[", "]", "{", "}", ":", ",",
    "?", "!", ".", "&", "=", "@", "#",
  ]

  /// Keywords the compiler sometimes prints inside a `text` fragment: `[any `.
  private static let textKeywords: Set<String> = [
    "any", "some", "each", "repeat", "inout", "async", "throws", "rethrows", "sending",
    "borrowing", "consuming",
  ]

  /// Splits a `text` fragment into punctuation and words.
  static func punctuation(in text: String) -> [Token] {
    var tokens: [Token] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if let mark = marks.first(where: { rest.hasPrefix($0) }) {
        tokens.append(.punctuation(mark))
        rest = rest.dropFirst(mark.count)
      } else {
        let word = rest.prefix { !$0.isWhitespace && !marks.contains(String($0)) }
        let length = max(word.count, 1)
        let spelling = String(rest.prefix(length))
        tokens.append(textKeywords.contains(spelling) ? .keyword(spelling) : .word(spelling))
        rest = rest.dropFirst(length)
      }
    }
    return tokens
  }
}

/// Reads a type from tokens, one function per rule of the type grammar.
extension TokenStream {
  /// `P & Q`, or a single type.
  mutating func parseType() throws(Failure) -> TypeSyntax {
    var parts = [try parsePrefixed()]
    while take(punctuation: "&") { parts.append(try parsePrefixed()) }
    return parts.count == 1 ? parts[0] : .composition(parts)
  }

  /// Attributes, specifiers, `some`, `any`, `repeat` and `each` before a type.
  private mutating func parsePrefixed() throws(Failure) -> TypeSyntax {
    var attributes = TypeAttributes()
    while true {
      if case .attribute(let name) = next {
        _ = advance()
        let argument = Self.attributesWithArguments.contains(name) ? attributeArgument() : ""
        attributes.attributes.append(name + argument)
      } else if case .keyword(let word) = next, Self.specifiers.contains(word) {
        _ = advance()
        attributes.specifiers.append(word)
      } else {
        break
      }
    }
    let type = try parseKeywordPrefixed()
    return attributes.isEmpty ? type : .attributed(attributes, type)
  }

  /// Type attributes written with an argument: `@isolated(any)`. Any
  /// other attribute's parenthesis opens the type.
  static let attributesWithArguments: Set<String> = ["@isolated", "@convention", "@differentiable"]

  static let specifiers: Set<String> = [
    "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
  ]

  /// `(any)` after `@isolated`, kept as written: attributes are printed, not read.
  private mutating func attributeArgument() -> String {
    guard next == .punctuation("(") else { return "" }
    var text = ""
    while let token = advance() {
      text += token.spelling
      if token == .punctuation(")") { break }
    }
    return text
  }

  private mutating func parseKeywordPrefixed() throws(Failure) -> TypeSyntax {
    if take(keyword: "some") { return .opaque(try parseSimpleComposition()) }
    if take(keyword: "any") { return .existential(try parseSimpleComposition()) }
    if take(keyword: "repeat") { return .packExpansion(try parseKeywordPrefixed()) }
    if take(keyword: "each") { return .packElement(try parsePostfixed()) }
    return try parsePostfixed()
  }

  /// The constraint after `some` or `any`: `P & Q` binds tighter than `?`.
  private mutating func parseSimpleComposition() throws(Failure) -> TypeSyntax {
    var parts = [try parsePostfixed()]
    while take(punctuation: "&") { parts.append(try parsePostfixed()) }
    return parts.count == 1 ? parts[0] : .composition(parts)
  }

  /// A primary type followed by `?`, `!`, `.Type`, `.Protocol` or members.
  private mutating func parsePostfixed() throws(Failure) -> TypeSyntax {
    var type = try parsePrimary()
    while true {
      if take(punctuation: "?") {
        type = .optional(type)
      } else if take(punctuation: "!") {
        type = .implicitlyUnwrapped(type)
      } else if next == .punctuation("."), case .word(let word) = afterNext,
        word == "Type" || word == "Protocol"
      {
        _ = advance()
        _ = advance()
        type = .metatype(type, isProtocol: word == "Protocol")
      } else if next == .punctuation("."), case .nominal(var names) = type {
        _ = advance()
        names.append(try parseTypeName())
        type = .nominal(names)
      } else {
        return type
      }
    }
  }

  private mutating func parsePrimary() throws(Failure) -> TypeSyntax {
    if take(punctuation: "(") { return try parseParenthesized() }
    if take(punctuation: "[") { return try parseBracketed() }
    return .nominal([try parseTypeName()])
  }

  /// `Name<Arguments>`.
  mutating func parseTypeName() throws(Failure) -> TypeName {
    var name: TypeName
    switch advance() {
    case .type(let spelling, let precise): name = TypeName(name: spelling, precise: precise)
    case .keyword(let word) where ["Any", "Self", "AnyObject"].contains(word):
      name = TypeName(name: word)
    case .word(let word), .genericParameter(let word): name = TypeName(name: word)
    default: throw failure("expected a type")
    }
    if take(punctuation: "<") {
      repeat { name.arguments.append(try parseType()) } while take(punctuation: ",")
      try expect(punctuation: ">")
    }
    return name
  }

  /// `[T]` or `[K: V]`, after the `[`.
  private mutating func parseBracketed() throws(Failure) -> TypeSyntax {
    let element = try parseType()
    if take(punctuation: ":") {
      let value = try parseType()
      try expect(punctuation: "]")
      return .dictionary(element, value)
    }
    try expect(punctuation: "]")
    return .array(element)
  }

  /// A tuple, a parenthesized type, or a function type's parameters, after the `(`.
  private mutating func parseParenthesized() throws(Failure) -> TypeSyntax {
    var elements: [TupleElement] = []
    if !take(punctuation: ")") {
      repeat { elements.append(try parseTupleElement()) } while take(punctuation: ",")
      try expect(punctuation: ")")
    }
    if let function = try parseFunctionTail(elements) { return function }
    if elements.count == 1, elements[0].label == nil { return elements[0].type }
    return .tuple(elements)
  }

  private mutating func parseTupleElement() throws(Failure) -> TupleElement {
    var label: String?
    switch (next, afterNext) {
    case (.word(let word), .punctuation(":")), (.externalParameter(let word), .punctuation(":")),
      (.internalParameter(let word), .punctuation(":")):
      label = word
      _ = advance()
      _ = advance()
    case (.externalParameter(let word), .internalParameter), (.externalParameter(let word), .word):
      label = word
      _ = advance()
      _ = advance()
      try expect(punctuation: ":")
    default: break
    }
    var type = try parseType()
    if take(punctuation: "...") { type = .array(type) }
    return TupleElement(label: label, type: type)
  }

  /// `async throws -> R` after a parenthesized list, or `nil` when none follows.
  private mutating func parseFunctionTail(_ parameters: [TupleElement]) throws(Failure)
    -> TypeSyntax?
  {
    let isAsync = take(keyword: "async")
    let effect = try parseEffect()
    guard take(punctuation: "->") else {
      if isAsync || effect != .none { throw failure("expected `->`") }
      return nil
    }
    let result = try parseType()
    return .function(
      FunctionType(parameters: parameters, isAsync: isAsync, effect: effect, result: result))
  }

  /// `throws`, `throws(E)`, `rethrows`, or nothing.
  mutating func parseEffect() throws(Failure) -> Effect {
    if take(keyword: "rethrows") { return .rethrowing }
    guard take(keyword: "throws") else { return .none }
    guard take(punctuation: "(") else { return .throwing }
    let failure = try parseType()
    try expect(punctuation: ")")
    // `throws(any Error)` is `throws`; `throws(Never)` does not throw.
    if failure == .existential(.nominal([TypeName(name: "Error", precise: "s:s5ErrorP")])) {
      return .throwing
    }
    if failure.isNever { return .none }
    return .typed(failure)
  }
}

extension Token {
  /// The token as source text.
  var spelling: String {
    switch self {
    case .keyword(let text), .attribute(let text), .identifier(let text),
      .genericParameter(let text), .externalParameter(let text), .internalParameter(let text),
      .punctuation(let text), .word(let text):
      text
    case .type(let text, _): text
    }
  }
}

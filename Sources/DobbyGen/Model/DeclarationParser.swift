/// Reads a requirement's declaration from its tokens: one function per
/// declaration form, sharing the parts (generic clause, parameters,
/// effects, accessors, `where` clause).
extension TokenStream {
  /// The requirement the tokens declare.
  mutating func parseRequirement() throws(Failure) -> Requirement {
    let modifiers = parseModifiers()
    let kind: Requirement.Kind
    switch advance() {
    case .keyword("func"): kind = .function(try parseFunction())
    case .keyword("init"): kind = .initializer(try parseInitializer())
    case .keyword("subscript"): kind = .subscript(try parseSubscript())
    case .keyword("var"), .keyword("let"): kind = .property(try parseProperty())
    case .keyword("associatedtype"): kind = .associatedType(try parseAssociatedType())
    default: throw failure("expected a declaration")
    }
    return Requirement(kind: kind, modifiers: modifiers)
  }

  /// Attributes and modifiers up to the introducer.
  mutating func parseModifiers() -> [String] {
    var modifiers: [String] = []
    while true {
      switch next {
      case .attribute(let name):
        _ = advance()
        modifiers.append(name)
      case .keyword(let word) where !Self.introducers.contains(word):
        _ = advance()
        modifiers.append(word)
      default:
        return modifiers
      }
    }
  }

  static let introducers: Set<String> = [
    "func", "init", "subscript", "var", "let", "associatedtype", "protocol", "typealias",
  ]

  private mutating func parseFunction() throws(Failure) -> FunctionDeclaration {
    guard case .identifier(let name) = advance() else { throw failure("expected a name") }
    var function = FunctionDeclaration(name: name)
    function.generics = try parseGenericClause()
    function.parameters = try parseParameters(labelledByDefault: true)
    function.isAsync = take(keyword: "async")
    function.effect = try parseEffect()
    if take(punctuation: "->") { function.result = try parseType() }
    function.whereClause = try parseWhereClause()
    return function
  }

  private mutating func parseInitializer() throws(Failure) -> InitializerDeclaration {
    var initializer = InitializerDeclaration()
    if take(punctuation: "?") { initializer.failability = "?" }
    if take(punctuation: "!") { initializer.failability = "!" }
    initializer.generics = try parseGenericClause()
    initializer.parameters = try parseParameters(labelledByDefault: true)
    initializer.isAsync = take(keyword: "async")
    initializer.effect = try parseEffect()
    initializer.whereClause = try parseWhereClause()
    return initializer
  }

  private mutating func parseSubscript() throws(Failure) -> SubscriptDeclaration {
    let generics = try parseGenericClause()
    let parameters = try parseParameters(labelledByDefault: false)
    try expect(punctuation: "->")
    let result = try parseType()
    let whereClause = try parseWhereClause()
    let accessors = try parseAccessors()
    return SubscriptDeclaration(
      generics: generics, parameters: parameters, result: result, accessors: accessors,
      whereClause: whereClause.isEmpty ? try parseWhereClause() : whereClause)
  }

  private mutating func parseProperty() throws(Failure) -> PropertyDeclaration {
    guard case .identifier(let name) = advance() else { throw failure("expected a name") }
    try expect(punctuation: ":")
    let type = try parseType()
    return PropertyDeclaration(name: name, type: type, accessors: try parseAccessors())
  }

  private mutating func parseAssociatedType() throws(Failure) -> AssociatedTypeDeclaration {
    guard case .identifier(let name) = advance() else { throw failure("expected a name") }
    var associated = AssociatedTypeDeclaration(name: name)
    if take(punctuation: ":") {
      repeat { associated.inherited.append(try parseType()) } while take(punctuation: ",")
    }
    if take(punctuation: "=") { associated.defaultType = try parseType() }
    associated.whereClause = try parseWhereClause()
    return associated
  }

  /// `<T: P, U>`, or none.
  private mutating func parseGenericClause() throws(Failure) -> [GenericParameter] {
    guard take(punctuation: "<") else { return [] }
    var parameters: [GenericParameter] = []
    repeat {
      let isPack = take(keyword: "each")
      guard case .genericParameter(let name) = advance() else {
        throw failure("expected a generic parameter")
      }
      if isPack { throw Failure(reason: "parameter packs (each \(name)) are not supported") }
      var parameter = GenericParameter(name: name)
      if take(punctuation: ":") { parameter.constraints = [try parseType()] }
      parameters.append(parameter)
    } while take(punctuation: ",")
    try expect(punctuation: ">")
    return parameters
  }

  /// `(label name: Type, …)`; a subscript's parameters have no label unless written.
  private mutating func parseParameters(labelledByDefault: Bool) throws(Failure) -> [Parameter] {
    try expect(punctuation: "(")
    var parameters: [Parameter] = []
    if take(punctuation: ")") { return parameters }
    repeat {
      parameters.append(try parseParameter(labelledByDefault: labelledByDefault))
    } while take(punctuation: ",")
    try expect(punctuation: ")")
    return parameters
  }

  private mutating func parseParameter(labelledByDefault: Bool) throws(Failure) -> Parameter {
    var external: String?
    var name: String
    switch advance() {
    case .externalParameter(let label):
      name = label
      external = label
      if case .internalParameter(let inner) = next {
        _ = advance()
        name = inner
      }
    case .internalParameter(let inner): name = inner
    default: throw failure("expected a parameter")
    }
    try expect(punctuation: ":")
    var type = try parseType()
    let isVariadic = take(punctuation: "...")
    if isVariadic { type = .array(type) }
    skipDefaultValue()
    // An explicit label is the external name (none for `_`); a lone
    // name labels a function's argument but not a subscript's.
    let label: String? =
      if let external { external == "_" ? nil : external } else { labelledByDefault ? name : nil }
    return Parameter(label: label, name: name, type: type, isVariadic: isVariadic)
  }

  /// `= value` after a parameter, which a protocol cannot declare but a
  /// graph may print.
  private mutating func skipDefaultValue() {
    guard take(punctuation: "=") else { return }
    while let token = next, token != .punctuation(","), token != .punctuation(")") {
      _ = advance()
    }
  }

  /// `{ get async throws set }`, or `{ get }` when none is written.
  private mutating func parseAccessors() throws(Failure) -> Accessors {
    var accessors = Accessors()
    guard take(punctuation: "{") else { return accessors }
    while !take(punctuation: "}") {
      switch advance() {
      case .keyword("get"), .keyword("_read"), .keyword("read"): break
      case .keyword("set"), .keyword("_modify"), .keyword("modify"): accessors.isSettable = true
      case .keyword("async"): accessors.isAsync = true
      case .keyword("throws"), .keyword("rethrows"):
        stepBack()
        accessors.effect = try parseEffect()
      case .keyword, .attribute: break
      default: throw failure("expected an accessor")
      }
    }
    return accessors
  }

  /// `where A: P, B == C`, or none.
  mutating func parseWhereClause() throws(Failure) -> [WhereRequirement] {
    guard take(keyword: "where") else { return [] }
    var requirements: [WhereRequirement] = []
    repeat {
      let subject = try parseType()
      let relation: WhereRequirement.Relation
      if take(punctuation: ":") {
        relation = .conformance
      } else if take(punctuation: "==") {
        relation = .sameType
      } else {
        throw failure("expected `:` or `==`")
      }
      requirements.append(
        WhereRequirement(subject: subject, relation: relation, constraint: try parseType()))
    } while take(punctuation: ",")
    return requirements
  }
}

import Testing

@testable import DobbyGen

/// One test per declaration form and per part they share.
struct DeclarationParserTests {
  func parse(_ parts: [Part]) throws -> Requirement {
    var stream = tokens(parts)
    return try stream.parseRequirement()
  }

  @Test func `a function: labels, names, effects, result`() throws {
    let requirement = try parse([
      .keyword("func"), " ", .identifier("charge"), "(", .external("_"), " ", .internal("amount"),
      ": ", .type("Int", "s:Si"), ", ", .external("for"), " ", .internal("order"), ": ",
      .type("String", "s:SS"), ") ", .keyword("async"), " ", .keyword("throws"), " -> ",
      .type("String", "s:SS"),
    ])
    #expect(
      requirement.kind
        == .function(
          FunctionDeclaration(
            name: "charge",
            parameters: [
              Parameter(label: nil, name: "amount", type: T.int),
              Parameter(label: "for", name: "order", type: T.string),
            ], isAsync: true, effect: .throwing, result: T.string)))
  }

  @Test func `a generic function and its where clause`() throws {
    let requirement = try parse([
      .keyword("func"), " ", .identifier("each"), "<", .generic("T"), ">(", .external("_"), " ",
      .internal("x"), ": [", .type("T"), "]) ", .keyword("where"), " ", .type("T"), " : ",
      .type("Hashable", "s:SH"),
    ])
    guard case .function(let function) = requirement.kind else { return #expect(Bool(false)) }
    #expect(function.generics == [GenericParameter(name: "T")])
    #expect(function.parameters == [Parameter(label: nil, name: "x", type: .array(T.named("T")))])
    #expect(
      function.whereClause == [
        WhereRequirement(
          subject: T.named("T"), relation: .conformance, constraint: T.named("Hashable", "s:SH"))
      ])
  }

  @Test func `modifiers, a keyword name and a lone argument name`() throws {
    let requirement = try parse([
      .keyword("static"), " ", .keyword("func"), " ", .identifier("`for`"), "(",
      .external("in"), ": ", .type("Int", "s:Si"), ")",
    ])
    #expect(requirement.modifiers == ["static"])
    #expect(requirement.isStatic)
    #expect(requirement.baseName == "for")
    #expect(
      requirement.kind
        == .function(
          FunctionDeclaration(
            name: "`for`", parameters: [Parameter(label: "in", name: "in", type: T.int)])))
  }

  @Test func `a failable initializer`() throws {
    let requirement = try parse([
      .keyword("init"), "?(", .external("seed"), ": ", .type("Int", "s:Si"), ") ",
      .keyword("async"),
    ])
    #expect(
      requirement.kind
        == .initializer(
          InitializerDeclaration(
            failability: "?", parameters: [Parameter(label: "seed", name: "seed", type: T.int)],
            isAsync: true)))
  }

  @Test func `a subscript's lone name is no label, a written one is`() throws {
    let requirement = try parse([
      .keyword("subscript"), "(", .internal("key"), ": ", .type("String", "s:SS"), ", ",
      .external("default"), " ", .internal("d"), ": ", .type("Int", "s:Si"), ") -> ",
      .type("Int", "s:Si"), " { ", .keyword("get"), " ", .keyword("set"), " }",
    ])
    #expect(
      requirement.kind
        == .subscript(
          SubscriptDeclaration(
            parameters: [
              Parameter(label: nil, name: "key", type: T.string),
              Parameter(label: "default", name: "d", type: T.int),
            ], result: T.int, accessors: Accessors(isSettable: true))))
  }

  @Test func `a property with a typed throwing getter`() throws {
    let requirement = try parse([
      .keyword("var"), " ", .identifier("now"), ": ", .type("Int", "s:Si"), " { ",
      .keyword("get"), " ", .keyword("async"), " ", .keyword("throws"), "(",
      .type("CancellationError", "s:ScE"), ") }",
    ])
    #expect(
      requirement.kind
        == .property(
          PropertyDeclaration(
            name: "now", type: T.int,
            accessors: Accessors(
              isAsync: true, effect: .typed(T.named("CancellationError", "s:ScE"))))))
  }

  @Test func `an associated type with constraints, a default and a where clause`() throws {
    let requirement = try parse([
      .keyword("associatedtype"), " ", .identifier("Item"), " : ",
      .type("Sendable", "s:s8SendableP"),
      ", ", .type("Hashable", "s:SH"), " = ", .type("Int", "s:Si"), " ", .keyword("where"), " ",
      .type("Self"), ".", .type("Item", "s:1P4ItemQa"), " == ", .type("Int", "s:Si"),
    ])
    guard case .associatedType(let associated) = requirement.kind else {
      return #expect(Bool(false))
    }
    #expect(
      associated.inherited == [T.named("Sendable", "s:s8SendableP"), T.named("Hashable", "s:SH")])
    #expect(associated.defaultType == T.int)
    #expect(associated.whereClause.map(\.relation) == [.sameType])
  }

  @Test func `variadic parameters are arrays`() throws {
    let requirement = try parse([
      .keyword("func"), " ", .identifier("sum"), "(", .external("_"), " ", .internal("xs"), ": ",
      .type("Int", "s:Si"), "...)",
    ])
    #expect(
      requirement.kind
        == .function(
          FunctionDeclaration(
            name: "sum",
            parameters: [Parameter(label: nil, name: "xs", type: .array(T.int), isVariadic: true)]))
    )
  }
}

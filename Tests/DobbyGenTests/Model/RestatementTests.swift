import Testing

@testable import DobbyGen

/// Requirements a refining protocol declares again: one member each, as
/// the fixture's `Restatements.swift` shows.
struct RestatementTests {
  /// A symbol of module `M` declared by `parts`.
  func symbol(_ precise: String, _ kind: String, _ path: [String], _ parts: [Part])
    -> SymbolGraph.Symbol
  {
    SymbolGraph.Symbol(
      kind: .init(identifier: kind), identifier: .init(precise: precise), pathComponents: path,
      declarationFragments: parts.map(\.fragment), accessLevel: "public",
      location: .init(uri: "file:///M.swift", position: .init(line: 1, character: 0)))
  }

  func protocolSymbol(_ precise: String, _ name: String) -> SymbolGraph.Symbol {
    symbol(
      precise, "swift.protocol", [name],
      [.keyword("protocol"), " ", .identifier(name)])
  }

  func relation(_ kind: String, _ source: String, _ target: String) -> SymbolGraph.Relationship {
    SymbolGraph.Relationship(kind: kind, source: source, target: target)
  }

  /// The double of `name` written from `symbols` and `relationships`.
  func double(
    _ name: String, _ symbols: [SymbolGraph.Symbol], _ relationships: [SymbolGraph.Relationship]
  ) throws -> String {
    let index = SymbolIndex(
      graphs: [
        SymbolGraph(module: .init(name: "M"), symbols: symbols, relationships: relationships)
      ])
    let entry = try #require(index.protocols(in: "M").first { $0.symbol.name == name })
    let model = try ProtocolModel(entry, in: index)
    let surface = LibrarySurface(library: "Dobby", userTypeNames: index.typeNames)
    return try DoubleWriter(model: model, index: index, surface: surface).write().code
      .joined(separator: "\n")
  }

  @Test func `a property restated with a concrete type fixes the associated type`() throws {
    let configuration: [Part] = [
      .keyword("static"), " ", .keyword("var"), " ", .identifier("configuration"), ": ",
    ]
    let code = try double(
      "Scoped",
      [
        protocolSymbol("p:C", "Configured"), protocolSymbol("p:S", "Scoped"),
        symbol(
          "p:C.a", "swift.associatedtype", ["Configured", "Configuration"],
          [.keyword("associatedtype"), " ", .identifier("Configuration")]),
        symbol(
          "p:C.c", "swift.type.property", ["Configured", "configuration"],
          configuration + [
            .type("Self"), ".", .type("Configuration", "p:C.a"), " { ", .keyword("get"), " }",
          ]),
        symbol(
          "p:S.c", "swift.type.property", ["Scoped", "configuration"],
          configuration + [.type("String", "s:SS"), " { ", .keyword("get"), " }"]),
      ],
      [
        relation("requirementOf", "p:C.a", "p:C"), relation("requirementOf", "p:C.c", "p:C"),
        relation("requirementOf", "p:S.c", "p:S"), relation("inheritsFrom", "p:S", "p:C"),
      ])
    #expect(code.contains("final class ScopedDouble: Scoped, Sendable {"))
    #expect(code.contains("  typealias Configuration = String"))
    #expect(code.components(separatedBy: "static var configuration:").count == 2)
  }

  @Test func `a property required settable by one protocol and readable by another gets a setter`()
    throws
  {
    let value: [Part] = [.keyword("var"), " ", .identifier("value"), ": ", .type("Int", "s:Si")]
    let code = try double(
      "Buffer",
      [
        protocolSymbol("p:R", "Reading"), protocolSymbol("p:W", "Writing"),
        protocolSymbol("p:B", "Buffer"),
        symbol(
          "p:R.v", "swift.property", ["Reading", "value"],
          value + [" { ", .keyword("get"), " }"]),
        symbol(
          "p:W.v", "swift.property", ["Writing", "value"],
          value + [" { ", .keyword("get"), " ", .keyword("set"), " }"]),
      ],
      [
        relation("requirementOf", "p:R.v", "p:R"), relation("requirementOf", "p:W.v", "p:W"),
        relation("inheritsFrom", "p:B", "p:R"), relation("inheritsFrom", "p:B", "p:W"),
      ])
    #expect(code.contains("  let valueSet = Dobby.Stub<Int, Void>(name: \"Buffer.valueSet\")"))
    #expect(code.components(separatedBy: "var value: Int").count == 2)
  }

  @Test func `generic overloads are one by their constraints, not their parameters' names`() {
    func initializer(_ generic: String, _ constraint: String) -> Requirement {
      let type = T.named(generic)
      return Requirement(
        kind: .initializer(
          InitializerDeclaration(
            failability: "?", generics: [GenericParameter(name: generic)],
            parameters: [Parameter(label: "exactly", name: "source", type: type)],
            whereClause: [
              WhereRequirement(
                subject: type, relation: .conformance, constraint: T.named(constraint))
            ])))
    }
    let writer = TypeWriter(selfName: "D")
    let key = { DoubleWriter.signatureKey($0, writer) }
    #expect(key(initializer("T", "BinaryInteger")) == key(initializer("Source", "BinaryInteger")))
    #expect(key(initializer("T", "BinaryInteger")) != key(initializer("T", "BinaryFloatingPoint")))
  }
}

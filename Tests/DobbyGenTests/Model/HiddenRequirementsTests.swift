import Testing

@testable import DobbyGen

/// One test per entry of the table of requirements the graph leaves out,
/// each where the protocol is the one generated and where it is inherited.
struct HiddenRequirementsTests {
  /// A protocol symbol of `module`, declared by `parts` after its name.
  func protocolSymbol(_ precise: String, _ name: String, _ header: [Part] = [])
    -> SymbolGraph.Symbol
  {
    SymbolGraph.Symbol(
      kind: .init(identifier: "swift.protocol"), identifier: .init(precise: precise),
      pathComponents: [name],
      declarationFragments: ([.keyword("protocol"), " ", .identifier(name)] + header).map(
        \.fragment),
      accessLevel: "public",
      location: .init(uri: "file:///\(name).swift", position: .init(line: 1, character: 0)))
  }

  /// The double of `name`, in module `M`, from the graphs of `M` and,
  /// when given, of `Swift`.
  func double(
    _ name: String, _ symbols: [SymbolGraph.Symbol],
    _ relationships: [SymbolGraph.Relationship] = [], swift: [SymbolGraph.Symbol] = []
  ) throws -> String {
    var graphs = [
      SymbolGraph(module: .init(name: "M"), symbols: symbols, relationships: relationships)
    ]
    if !swift.isEmpty {
      graphs.append(SymbolGraph(module: .init(name: "Swift"), symbols: swift, relationships: []))
    }
    let index = SymbolIndex(graphs: graphs)
    let module = symbols.contains { $0.pathComponents == [name] } ? "M" : "Swift"
    let entry = try #require(index.protocols(in: module).first { $0.symbol.name == name })
    let model = try ProtocolModel(entry, in: index)
    let surface = LibrarySurface(library: "Dobby", userTypeNames: index.typeNames)
    return try DoubleWriter(model: model, index: index, surface: surface).write().code
      .joined(separator: "\n")
  }

  func conforms(_ source: String, _ target: String, _ fallback: String)
    -> SymbolGraph.Relationship
  {
    SymbolGraph.Relationship(
      kind: "conformsTo", source: source, target: target, targetFallback: fallback)
  }

  @Test func `each entry has its own protocol, by identifier and by name`() {
    let entries = HiddenRequirements.all
    #expect(Set(entries.map(\.precise)).count == entries.count)
    #expect(Set(entries.map(\.name)).count == entries.count)
    for entry in entries {
      #expect(HiddenRequirements.entry(precise: entry.precise, name: nil)?.name == entry.name)
      #expect(HiddenRequirements.entry(precise: "s:none", name: entry.name)?.name == entry.name)
    }
  }

  @Test func `CVarArg's double answers _cVarArgEncoding, generated or inherited`() throws {
    let generated = try double(
      "CVarArg", [], swift: [protocolSymbol("s:s7CVarArgP", "CVarArg")])
    #expect(
      generated.contains(
        "  let _cVarArgEncodingGet = Dobby.Stub<Void, [Int]>(name: \"CVarArg._cVarArgEncodingGet\")"
      ))
    #expect(
      generated.contains("  var _cVarArgEncoding: [Int] { self._cVarArgEncodingGet.answer(()) }"))
    // No graph of the standard library: the table lists CVarArg whole.
    let inherited = try double(
      "Formatted", [protocolSymbol("p:F", "Formatted", [" : ", .type("CVarArg", "s:s7CVarArgP")])],
      [conforms("p:F", "s:s7CVarArgP", "Swift.CVarArg")])
    #expect(inherited.contains("final class FormattedDouble: Formatted, Sendable {"))
    #expect(
      inherited.contains("  var _cVarArgEncoding: [Int] { self._cVarArgEncodingGet.answer(()) }"))
  }

  @Test func `FixedWidthInteger's double records init(_truncatingBits:), in a refinement too`()
    throws
  {
    let swift = [protocolSymbol("s:s17FixedWidthIntegerP", "FixedWidthInteger")]
    let initializer = [
      "  convenience init(_truncatingBits bits: UInt) {", "    self.init()",
      "    self.initStub.answer(bits)", "  }",
    ].joined(separator: "\n")
    #expect(try double("FixedWidthInteger", [], swift: swift).contains(initializer))
    let refinement = try double(
      "Counter",
      [
        protocolSymbol(
          "p:C", "Counter", [" : ", .type("FixedWidthInteger", "s:s17FixedWidthIntegerP")])
      ],
      [conforms("p:C", "s:s17FixedWidthIntegerP", "Swift.FixedWidthInteger")], swift: swift)
    #expect(refinement.contains(initializer))
    #expect(refinement.contains("name: \"Counter.initStub\")"))
  }

  @Test func `a refinement of FixedWidthInteger without the standard library's graph is skipped`() {
    #expect(throws: ProtocolModel.Unsupported.self) {
      try double(
        "Counter",
        [
          protocolSymbol(
            "p:C", "Counter", [" : ", .type("FixedWidthInteger", "s:s17FixedWidthIntegerP")])
        ],
        [conforms("p:C", "s:s17FixedWidthIntegerP", "Swift.FixedWidthInteger")])
    }
  }

  @Test func `StringInterpolationProtocol's double records appendInterpolation of any value`()
    throws
  {
    let code = try double(
      "StringInterpolationProtocol", [],
      swift: [protocolSymbol("s:s27StringInterpolationProtocolP", "StringInterpolationProtocol")])
    #expect(
      code.contains(
        """
          func appendInterpolation<T>(_ value: T) {
            self.appendInterpolation.answer(Dobby.UncheckedSendable<Any>(value))
          }
        """))
  }

  @Test
  func `a refinement of _UnicodeEncoding, which the graph drops, gets its parsers and statics`()
    throws
  {
    // The graph has no relationship to `_UnicodeEncoding`: only the declaration names it.
    let code = try double(
      "Encoded", [protocolSymbol("p:E", "Encoded", [" : ", .type("_UnicodeEncoding")])])
    #expect(
      code.contains(
        "final class EncodedDouble<EncodedScalar: BidirectionalCollection>: Encoded, Sendable\n"
          + "where EncodedScalar.Element: FixedWidthInteger, EncodedScalar.Element: UnsignedInteger {"
      ))
    #expect(
      code.contains(
        """
          typealias CodeUnit = EncodedScalar.Element

          /// The double's parser, both ways: it finds no scalars (`.emptyInput`).
          struct ForwardParser: Unicode.Parser {
            typealias Encoding = EncodedDouble
            init() {}
        """))
    #expect(
      code.contains("      .emptyInput\n    }\n  }\n  typealias ReverseParser = ForwardParser\n"))
    #expect(code.contains("  static func decode(_ content: EncodedScalar) -> Unicode.Scalar {"))
    #expect(code.contains("  static func encode(_ content: Unicode.Scalar) -> EncodedScalar? {"))
  }
}

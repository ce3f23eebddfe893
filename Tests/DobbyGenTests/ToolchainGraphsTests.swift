import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyGen

/// The toolchain graphs a package's protocols inherit: which modules,
/// pruning, and a bad environment named in one line.
struct ToolchainGraphsTests {
  /// A graph of module `Shop` with `protocol Feed` inheriting `inherited`
  /// (a protocol of another module, by its qualified name).
  func shop(inheriting inherited: String, precise: String) -> SymbolGraph {
    SymbolGraph(
      module: .init(name: "Shop"),
      symbols: [
        .init(
          kind: .init(identifier: "swift.protocol"), identifier: .init(precise: "s:4Shop4FeedP"),
          pathComponents: ["Feed"], declarationFragments: nil, accessLevel: "internal",
          location: nil, swiftGenerics: nil)
      ],
      relationships: [
        .init(
          kind: "conformsTo", source: "s:4Shop4FeedP", target: precise,
          targetFallback: inherited)
      ])
  }

  @Test func `a protocol inheriting Sequence needs the Swift module's graph`() {
    let index = SymbolIndex(graphs: [shop(inheriting: "Swift.Sequence", precise: "s:ST")])
    #expect(ToolchainGraphs.missingModules(index) == ["Swift"])
  }

  @Test func `a protocol the standard table knows needs no graph`() {
    let index = SymbolIndex(graphs: [shop(inheriting: "Swift.Hashable", precise: "s:SH")])
    #expect(ToolchainGraphs.missingModules(index).isEmpty)
  }

  @Test func `a missing tool is one line naming the modules`() {
    let tools = ToolchainGraphs(tool: "/nonexistent/swift-symbolgraph-extract", cache: "/tmp")
    var lines: [String] = []
    let graphs = tools.graphs(
      for: [shop(inheriting: "Swift.Sequence", precise: "s:ST")], print: { lines.append($0) })
    #expect(graphs.isEmpty)
    #expect(
      lines == [
        "dobby-gen: cannot extract the symbol graphs of Swift: no executable at "
          + "/nonexistent/swift-symbolgraph-extract"
      ])
  }

  @Test func `a tool that fails is one line naming the module and its status`() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      Array("#!/bin/sh\necho 'error: no such module' >&2\nexit 3\n".utf8), to: "extract")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: script.path)
    let tools = ToolchainGraphs(tool: script.path, cache: directory.path + "/cache")
    #expect(
      throws: GeneratorCommand.Failure(
        description: "cannot extract the symbol graph of Swift: \(script.path) exited with "
          + "status 3: error: no such module")
    ) {
      try tools.graph(of: "Swift")
    }
  }

  @Test func `pruning keeps protocols, their requirements and members, and drops the rest`() {
    let requirement = SymbolGraph.Symbol(
      kind: .init(identifier: "swift.method"), identifier: .init(precise: "s:4Shop4FeedP1fyyF"),
      pathComponents: ["Feed", "f()"], declarationFragments: nil, accessLevel: "public",
      location: nil, swiftGenerics: nil)
    let other = SymbolGraph.Symbol(
      kind: .init(identifier: "swift.struct"), identifier: .init(precise: "s:4Shop4ItemV"),
      pathComponents: ["Item"], declarationFragments: nil, accessLevel: "public",
      location: nil, swiftGenerics: nil)
    var graph = shop(inheriting: "Swift.Sequence", precise: "s:ST")
    graph.symbols += [requirement, other]
    graph.relationships += [
      .init(kind: "requirementOf", source: requirement.identifier.precise, target: "s:4Shop4FeedP"),
      .init(kind: "conformsTo", source: "s:4Shop4ItemV", target: "s:SH", targetFallback: nil),
    ]
    let pruned = graph.pruned
    #expect(pruned.symbols.map(\.identifier.precise) == ["s:4Shop4FeedP", "s:4Shop4FeedP1fyyF"])
    #expect(pruned.relationships.map(\.kind) == ["conformsTo", "requirementOf"])
  }
}

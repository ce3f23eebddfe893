/// Every symbol graph given, indexed for the generator: symbols by
/// precise identifier, requirements by protocol, what each symbol
/// inherits, which requirements have default implementations, and what
/// each nested symbol is a member of.
struct SymbolIndex {
  /// A symbol and the module whose graph declares it.
  struct Entry {
    var symbol: SymbolGraph.Symbol
    var module: String
  }

  /// One inherited protocol or conformance: the target's precise
  /// identifier and, for a target in another module, its qualified name.
  struct Inheritance: Equatable {
    var target: String
    var fallback: String?
  }

  private(set) var symbols: [String: Entry] = [:]
  private(set) var requirements: [String: [String]] = [:]
  private(set) var inheritances: [String: [Inheritance]] = [:]
  /// Requirements a protocol extension implements.
  private(set) var defaulted: Set<String> = []
  private(set) var parents: [String: String] = [:]
  /// The members of each type or protocol, requirements included.
  private(set) var members: [String: [String]] = [:]
  /// The names of every type the graphs declare.
  private(set) var typeNames: Set<String> = []
  /// The modules of the graphs.
  private(set) var modules: Set<String> = []

  /// The index of `graphs` and of `inherited`, the graphs of toolchain
  /// modules whose protocols they inherit, which add symbols and
  /// relationships but no type names or modules (their names are the
  /// standard ones, never a user's to qualify). A protocol of
  /// ``StandardProtocol``'s table is left to the table, as without them.
  init(graphs: [SymbolGraph], inherited: [SymbolGraph] = []) {
    var standard: [String: String] = [:]
    for graph in inherited {
      for symbol in graph.symbols {
        let name = graph.module.name + "." + symbol.qualifiedName
        if symbol.kind.identifier == "swift.protocol" && StandardProtocol.table[name] != nil {
          standard[symbol.identifier.precise] = name
          continue
        }
        symbols[symbol.identifier.precise] = Entry(symbol: symbol, module: graph.module.name)
      }
    }
    for graph in graphs {
      modules.insert(graph.module.name)
      for symbol in graph.symbols {
        // A module's graph can repeat a symbol its extensions' graphs hold.
        symbols[symbol.identifier.precise] = Entry(symbol: symbol, module: graph.module.name)
        if Self.typeKinds.contains(symbol.kind.identifier) { typeNames.insert(symbol.name) }
      }
    }
    for var relationship in (graphs + inherited).flatMap(\.relationships) {
      relationship.targetFallback = relationship.targetFallback ?? standard[relationship.target]
      add(relationship)
    }
  }

  static let typeKinds: Set<String> = [
    "swift.protocol", "swift.struct", "swift.class", "swift.enum", "swift.typealias",
    "swift.actor",
  ]

  private mutating func add(_ relationship: SymbolGraph.Relationship) {
    let source = relationship.source
    switch relationship.kind {
    case "requirementOf", "optionalRequirementOf":
      if !(requirements[relationship.target]?.contains(source) ?? false) {
        requirements[relationship.target, default: []].append(source)
      }
    case "conformsTo", "inheritsFrom":
      let inheritance = Inheritance(
        target: relationship.target, fallback: relationship.targetFallback)
      if !(inheritances[source]?.contains(inheritance) ?? false) {
        inheritances[source, default: []].append(inheritance)
      }
    case "defaultImplementationOf": defaulted.insert(relationship.target)
    case "memberOf":
      parents[source] = relationship.target
      members[relationship.target, default: []].append(source)
    default: break
    }
  }

  /// The protocols of `module`, in source order (file, then line).
  func protocols(in module: String) -> [Entry] {
    symbols.values
      .filter { $0.module == module && $0.symbol.kind.identifier == "swift.protocol" }
      .sorted {
        ($0.symbol.sourceFile, $0.symbol.line, $0.symbol.qualifiedName)
          < ($1.symbol.sourceFile, $1.symbol.line, $1.symbol.qualifiedName)
      }
  }

  /// Whether the symbol `precise` conforms to `Sendable`, directly or
  /// through protocols of the graphs.
  func isSendable(_ precise: String, seen: Set<String> = []) -> Bool {
    guard !seen.contains(precise) else { return false }
    if StandardTypes.isSendable(precise) { return true }
    if symbols[precise] == nil { return false }
    return (inheritances[precise] ?? []).contains {
      $0.target == StandardTypes.sendable || $0.target == StandardTypes.error
        || isSendable($0.target, seen: seen.union([precise]))
    }
  }

  /// The requirement symbols of the protocol `precise`, in source order.
  func requirementSymbols(of precise: String) -> [SymbolGraph.Symbol] {
    (requirements[precise] ?? []).compactMap { symbols[$0]?.symbol }
      .sorted {
        ($0.line, $0.location?.position?.character ?? 0) < (
          $1.line, $1.location?.position?.character ?? 0
        )
      }
  }
}

extension SymbolGraph.Symbol {
  /// The declaring file's name, `Collaborators.swift`; empty when unknown.
  var sourceFile: String {
    guard let uri = location?.uri else { return "" }
    return String(uri.split(separator: "/").last ?? "")
  }

  /// The declaring file's path from the URI; empty when unknown.
  var sourcePath: String {
    guard let uri = location?.uri else { return "" }
    return uri.hasPrefix("file://") ? String(uri.dropFirst(7)) : uri
  }

  /// A rank for source order within a file.
  var line: Int { location?.position?.line ?? 0 }

  /// The symbol's own name: `charge(_:for:)`, `Gateway`.
  var name: String { pathComponents.last ?? "" }

  /// The name from the module down: `Outer.Inner`.
  var qualifiedName: String { pathComponents.joined(separator: ".") }

  /// The declaration's tokens.
  var tokens: [Token] { Token.tokens(of: declarationFragments ?? []) }

  /// Whether code outside its module sees it without `@testable`.
  var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }
}

/// Every symbol graph given, indexed for the generator: symbols by USR,
/// requirements by protocol, conformances by symbol, and the names of the
/// types known to be `Sendable`.
struct SymbolIndex {
  struct Entry {
    var symbol: SymbolGraph.Symbol
    var module: String
  }

  var symbols: [String: Entry] = [:]
  var requirements: [String: [String]] = [:]
  /// Conformances and inherited protocols: USR to (target USR, fallback name).
  var conformances: [String: [(target: String, fallback: String?)]] = [:]
  /// Names of types and protocols known to be `Sendable`.
  var sendableNames: Set<String> = StandardSendables.names

  init(graphs: [SymbolGraph]) {
    for graph in graphs {
      for symbol in graph.symbols {
        symbols[symbol.identifier.precise] = Entry(symbol: symbol, module: graph.module.name)
      }
    }
    for graph in graphs {
      for relationship in graph.relationships {
        switch relationship.kind {
        case "requirementOf", "optionalRequirementOf":
          requirements[relationship.target, default: []].append(relationship.source)
        case "conformsTo", "inheritsFrom":
          conformances[relationship.source, default: []].append(
            (relationship.target, relationship.targetFallback))
          if relationship.target == StandardSendables.sendableUSR,
            let name = symbols[relationship.source]?.symbol.pathComponents.last
          {
            sendableNames.insert(name)
          }
        default: break
        }
      }
    }
  }

  /// The protocols of `module`, in source order (file, then line).
  func protocols(in module: String) -> [Entry] {
    symbols.values
      .filter { $0.module == module && $0.symbol.kind.identifier == "swift.protocol" }
      .sorted { ($0.symbol.sourceFile, $0.symbol.line) < ($1.symbol.sourceFile, $1.symbol.line) }
  }

  /// Whether `usr` (a protocol) inherits `Sendable`, directly or not.
  func isSendable(_ usr: String, seen: Set<String> = []) -> Bool {
    guard !seen.contains(usr) else { return false }
    return (conformances[usr] ?? []).contains {
      $0.target == StandardSendables.sendableUSR || isSendable($0.target, seen: seen.union([usr]))
    }
  }
}

extension SymbolGraph.Symbol {
  /// The declaring file's name, `Collaborators.swift`; empty when unknown.
  var sourceFile: String {
    guard let uri = location?.uri else { return "" }
    return String(uri.split(separator: "/").last ?? "")
  }

  /// A rank for source order within a file.
  var line: Int { location?.position?.line ?? 0 }

  /// The symbol's own name: `charge(_:for:)`, `Gateway`.
  var name: String { pathComponents.last ?? "" }
}

/// The standard library's (and Foundation's) common `Sendable` types.
enum StandardSendables {
  static let sendableUSR = "s:s8SendableP"

  static let names: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "String", "Character", "Substring", "Never", "Void",
    "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange", "Duration",
    "Error", "Sendable", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    "ObjectIdentifier", "StaticString",
  ]
}

/// The parts of a compiler symbol graph (`Module.symbols.json`, as
/// `swift-symbolgraph-extract` and SwiftPM's `getSymbolGraph` write it)
/// that a generator needs.
public struct SymbolGraph: Decodable, Sendable {
  /// The module the graph describes.
  public var module: Module
  /// Every symbol at or above the extraction's access level.
  public var symbols: [Symbol]
  /// How the symbols relate: `requirementOf`, `conformsTo`, `memberOf`, ….
  public var relationships: [Relationship]

  /// The module's name.
  public struct Module: Decodable, Sendable {
    public var name: String
  }

  /// One declaration.
  public struct Symbol: Decodable, Sendable {
    public var kind: Kind
    public var identifier: Identifier
    public var pathComponents: [String]
    public var declarationFragments: [Fragment]?
    public var accessLevel: String
    public var location: Location?
    public var swiftGenerics: Generics?

    /// The declaration as the compiler prints it.
    public var declaration: String {
      (declarationFragments ?? []).map(\.spelling).joined()
    }
  }

  public struct Kind: Decodable, Sendable {
    /// `swift.protocol`, `swift.method`, `swift.property`, ….
    public var identifier: String
  }

  public struct Identifier: Decodable, Sendable {
    /// The symbol's USR.
    public var precise: String
  }

  public struct Fragment: Decodable, Sendable {
    public var kind: String
    public var spelling: String
  }

  public struct Location: Decodable, Sendable {
    /// A `file://` URI of the declaring source file.
    public var uri: String
    /// Where the declaration starts (0-based).
    public var position: Position?
  }

  public struct Position: Decodable, Sendable {
    public var line: Int
    public var character: Int
  }

  public struct Generics: Decodable, Sendable {
    public var parameters: [GenericParameter]?
    public var constraints: [Constraint]?
  }

  public struct GenericParameter: Decodable, Sendable {
    public var name: String
  }

  public struct Constraint: Decodable, Sendable {
    public var kind: String
    public var lhs: String
    public var rhs: String
  }

  public struct Relationship: Decodable, Sendable {
    public var kind: String
    public var source: String
    public var target: String
    /// The target's qualified name when the target is in another module.
    public var targetFallback: String?
  }
}

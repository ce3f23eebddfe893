/// The parts of a compiler symbol graph (`Module.symbols.json`, as
/// `swift-symbolgraph-extract` and SwiftPM's `getSymbolGraph` write it)
/// that a generator needs.
public struct SymbolGraph: Codable, Sendable {
  /// The module the graph describes.
  public var module: Module
  /// Every symbol at or above the extraction's access level.
  public var symbols: [Symbol]
  /// How the symbols relate: `requirementOf`, `conformsTo`, `memberOf`, ….
  public var relationships: [Relationship]

  /// The module's name.
  public struct Module: Codable, Sendable {
    /// The module's name.
    public var name: String
  }

  /// One declaration.
  public struct Symbol: Codable, Sendable {
    /// What the symbol declares.
    public var kind: Kind
    /// The symbol's identity.
    public var identifier: Identifier
    /// The names from the module down to the symbol: `["Outer", "Inner"]`.
    public var pathComponents: [String]
    /// The declaration's tokens.
    public var declarationFragments: [Fragment]?
    /// `private`, `fileprivate`, `internal`, `package`, `public` or `open`.
    public var accessLevel: String
    /// Where it is declared; `nil` for symbols the compiler synthesized.
    public var location: Location?
    /// Generic parameters and constraints, when it has any.
    public var swiftGenerics: Generics?
    /// Where it is available and deprecated; `nil` when unrestricted.
    var availability: [Availability]? = nil

    /// The declaration as the compiler prints it.
    public var declaration: String {
      (declarationFragments ?? []).map(\.spelling).joined()
    }
  }

  /// One platform's or language's availability of a symbol.
  struct Availability: Codable, Sendable {
    /// `*` for every platform, `Swift`, `macOS`, ….
    var domain: String?
    /// Whether it is deprecated everywhere in `domain`, without a version.
    var isUnconditionallyDeprecated: Bool?
    /// The version that deprecated it, when one did.
    var deprecated: Version?
  }

  /// A version in an availability.
  struct Version: Codable, Sendable {
    var major: Int
  }

  /// A symbol's kind.
  public struct Kind: Codable, Sendable {
    /// `swift.protocol`, `swift.method`, `swift.property`, ….
    public var identifier: String
  }

  /// A symbol's identity.
  public struct Identifier: Codable, Sendable {
    /// The symbol's precise identifier (its USR).
    public var precise: String
  }

  /// One token of a declaration as the compiler printed it.
  public struct Fragment: Codable, Sendable {
    /// `keyword`, `identifier`, `typeIdentifier`, `text`, `externalParam`, ….
    public var kind: String
    /// The token's text.
    public var spelling: String
    /// The precise identifier of the type a `typeIdentifier` names.
    public var preciseIdentifier: String?
  }

  /// Where a symbol is declared.
  public struct Location: Codable, Sendable {
    /// A `file://` URI of the declaring source file.
    public var uri: String
    /// Where the declaration starts (0-based).
    public var position: Position?
  }

  /// A position in a source file.
  public struct Position: Codable, Sendable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based column.
    public var character: Int
  }

  /// A symbol's generic parameters and constraints.
  public struct Generics: Codable, Sendable {
    /// The generic parameters; `nil` for none.
    public var parameters: [GenericParameter]?
    /// The constraints; `nil` for none.
    public var constraints: [Constraint]?
  }

  /// A generic parameter.
  public struct GenericParameter: Codable, Sendable {
    /// Its name: `T`.
    public var name: String
  }

  /// A generic constraint, as the compiler prints it.
  public struct Constraint: Codable, Sendable {
    /// `conformance`, `superclass` or `sameType`.
    public var kind: String
    /// The constrained type.
    public var lhs: String
    /// The constraint.
    public var rhs: String
  }

  /// How two symbols relate.
  public struct Relationship: Codable, Sendable {
    /// `requirementOf`, `conformsTo`, `inheritsFrom`, `memberOf`, `defaultImplementationOf`, ….
    public var kind: String
    /// The precise identifier of the symbol the relationship starts from.
    public var source: String
    /// The precise identifier of the symbol it goes to.
    public var target: String
    /// The target's qualified name when the target is in another module; `nil` otherwise.
    public var targetFallback: String?
  }
}

extension SymbolGraph.Symbol {
  /// Whether it is deprecated on every platform: `@available(*, deprecated)`
  /// or deprecated in a version of Swift itself.
  var isDeprecated: Bool {
    (availability ?? []).contains { availability in
      let everywhere = availability.domain == "*" || availability.domain == "Swift"
      return everywhere
        && (availability.isUnconditionallyDeprecated == true || availability.deprecated != nil)
    }
  }
}

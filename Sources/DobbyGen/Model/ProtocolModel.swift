/// A protocol as a double implements it: its own requirements and those
/// of the protocols it inherits from the graphs (each once), its
/// associated types, the standard protocols it inherits, and its header.
struct ProtocolModel {
  /// The name from the module down: `Outer.Inner`.
  var name: String
  var precise: String
  var module: String
  var isPublic: Bool
  /// Attributes on the protocol: `@MainActor`.
  var attributes: [String] = []
  /// Requirements other than associated types, in source order, the
  /// protocol's own first.
  var requirements: [Requirement] = []
  /// Associated types, by name, each once, with what every protocol
  /// declaring it says.
  var associatedTypes: [AssociatedTypeDeclaration] = []
  /// The `where` clauses of the protocol and those it inherits.
  var whereClause: [WhereRequirement] = []
  /// Protocols outside the graphs that the table knows: `Swift.Hashable`.
  var standard: [StandardProtocol] = []
  /// Modules that declare the protocols inherited from the graphs, and
  /// whether the double needs them `@testable`.
  var modules: [String: Bool] = [:]
  /// The base names of the members their extensions add: a stub named
  /// like one would make `self.name` ambiguous.
  var extensionMemberNames: Set<String> = []
  /// Types the double declares for associated types (see ``HiddenRequirements``).
  var nestedTypes: [HiddenRequirements.NestedType] = []
  /// The precise identifiers of the protocol and those it inherits from
  /// the graphs.
  var protocols: Set<String> = []

  /// Why a protocol gets no double: one line.
  struct Unsupported: Error, Equatable {
    var reason: String
  }

  /// Whether the double must be an actor.
  var isActor: Bool { precise == "s:ScA" || standard.contains { $0.name == "_Concurrency.Actor" } }
  /// Whether the double must inherit `NSObject`.
  var isObjectiveC: Bool { standard.contains { $0.name.hasSuffix(".NSObjectProtocol") } }
  var isMainActor: Bool { attributes.contains("@MainActor") }

  /// The model of the protocol `entry`, read through `index`.
  ///
  /// - Throws: ``Unsupported`` when a test target cannot conform to it.
  init(_ entry: SymbolIndex.Entry, in index: SymbolIndex) throws(Unsupported) {
    name = entry.symbol.qualifiedName
    precise = entry.symbol.identifier.precise
    module = entry.module
    isPublic = entry.symbol.isPublic
    guard !["private", "fileprivate"].contains(entry.symbol.accessLevel) else {
      throw Unsupported(
        reason: "it is \(entry.symbol.accessLevel): code outside its file cannot conform to it")
    }
    var header = TokenStream(entry.symbol.tokens)
    attributes = header.parseModifiers()
    var seen: Set<String> = []
    try collect(entry, index: index, seen: &seen)
    protocols = seen
    bindRestatedProperties()
    whereClause = SerializationConstraints.binding(whereClause, of: self)
  }

  /// A property restated with a concrete type by a refining protocol
  /// (`static var encodingConfiguration: AttributeScopeCodableConfiguration`
  /// for `Self.EncodingConfiguration`) fixes the associated type, as the
  /// compiler infers it: a `where` requirement, and one member.
  private mutating func bindRestatedProperties() {
    let names = Set(associatedTypes.map(\.name))
    var restated: Set<Int> = []
    for (offset, requirement) in requirements.enumerated() {
      guard case .property(let property) = requirement.kind,
        let name = property.type.associatedTypeName, names.contains(name)
      else { continue }
      let concrete = requirements.first { other in
        guard case .property(let candidate) = other.kind else { return false }
        return candidate.name == property.name && other.isStatic == requirement.isStatic
          && !candidate.type.mentionsAssociatedType(names)
      }
      guard case .property(let fixed)? = concrete?.kind else { continue }
      whereClause.append(
        WhereRequirement(subject: property.type, relation: .sameType, constraint: fixed.type))
      restated.insert(offset)
    }
    requirements = requirements.enumerated().filter { !restated.contains($0.offset) }.map(\.element)
  }

  /// Adds `entry`'s requirements, then those of what it inherits.
  private mutating func collect(
    _ entry: SymbolIndex.Entry, index: SymbolIndex, seen: inout Set<String>
  ) throws(Unsupported) {
    let precise = entry.symbol.identifier.precise
    guard seen.insert(precise).inserted else { return }
    modules[entry.module, default: false] =
      modules[entry.module, default: false]
      || !entry.symbol.isPublic
    whereClause += try Self.whereClause(of: entry.symbol)
    for symbol in index.requirementSymbols(of: precise) {
      try add(symbol, of: precise, index: index)
    }
    addHidden(of: entry, seen: &seen)
    let requirements = Set(index.requirements[precise] ?? [])
    for member in index.members[precise] ?? [] where !requirements.contains(member) {
      guard let name = index.symbols[member]?.symbol.name else { continue }
      extensionMemberNames.insert(String(name.prefix { $0 != "(" }))
    }
    for inheritance in index.inheritances[precise] ?? [] {
      if let inherited = index.symbols[inheritance.target],
        inherited.symbol.kind.identifier == "swift.protocol"
      {
        try collect(inherited, index: index, seen: &seen)
      } else if StandardProtocol.table[inheritance.fallback ?? inheritance.target] == nil,
        let hidden = HiddenRequirements.entry(
          precise: inheritance.target, name: inheritance.fallback),
        hidden.listsEveryRequirement
      {
        addInherited(hidden, seen: &seen)
      } else {
        try addStandard(inheritance)
      }
    }
  }

  private mutating func add(_ symbol: SymbolGraph.Symbol, of owner: String, index: SymbolIndex)
    throws(Unsupported)
  {
    let precise = symbol.identifier.precise
    guard !requirements.contains(where: { $0.precise == precise }) else { return }
    var stream = TokenStream(symbol.tokens)
    var requirement: Requirement
    do {
      requirement = try stream.parseRequirement()
    } catch {
      throw Unsupported(reason: "cannot read requirement \(symbol.name): \(error.reason)")
    }
    requirement = SerializationConstraints.constrain(requirement, of: owner)
    requirement.precise = precise
    requirement.hasDefault = index.defaulted.contains(precise)
    if case .associatedType(let associated) = requirement.kind {
      addAssociatedType(associated)
    } else {
      requirements.append(requirement)
    }
  }

  /// An associated type declared again by a refining protocol (`override
  /// associatedtype SubSequence: BidirectionalCollection`) is one: its
  /// constraints and `where` clauses join, the first default stays.
  mutating func addAssociatedType(_ associated: AssociatedTypeDeclaration) {
    guard let index = associatedTypes.firstIndex(where: { $0.name == associated.name }) else {
      associatedTypes.append(associated)
      return
    }
    var merged = associatedTypes[index]
    for constraint in associated.inherited where !merged.inherited.contains(constraint) {
      merged.inherited.append(constraint)
    }
    merged.defaultType = merged.defaultType ?? associated.defaultType
    merged.whereClause += associated.whereClause.filter { !merged.whereClause.contains($0) }
    associatedTypes[index] = merged
  }

  private mutating func addStandard(_ inheritance: SymbolIndex.Inheritance) throws(Unsupported) {
    let name = inheritance.fallback ?? inheritance.target
    guard let known = StandardProtocol.table[name] else {
      throw Unsupported(
        reason: "it inherits \(name), whose requirements are in none of the symbol graphs given")
    }
    if !standard.contains(where: { $0.name == known.name }) { standard.append(known) }
  }

  /// The `where` clause of a protocol's declaration.
  private static func whereClause(of symbol: SymbolGraph.Symbol) throws(Unsupported)
    -> [WhereRequirement]
  {
    var stream = TokenStream(symbol.tokens)
    do {
      return try stream.parseProtocolHeader()
    } catch {
      throw Unsupported(reason: "cannot read its declaration: \(error.reason)")
    }
  }
}

extension TokenStream {
  /// `protocol Name: Inherited where …`: the `where` clause.
  mutating func parseProtocolHeader() throws(Failure) -> [WhereRequirement] {
    _ = parseModifiers()
    guard take(keyword: "protocol"), case .identifier = advance() else {
      throw failure("expected a protocol")
    }
    if take(punctuation: ":") {
      repeat { _ = try parseType() } while take(punctuation: ",")
    }
    return try parseWhereClause()
  }
}

/// Writes the double of one protocol: `final class PDouble: P`, one stub
/// per requirement, or the reason it cannot.
struct DoubleWriter {
  let index: SymbolIndex
  let entry: SymbolIndex.Entry

  /// The generated code and the modules it needs, or why there is none.
  enum Outcome {
    case generated(code: [String], imports: Set<Import>)
    case unsupported(reason: String)
  }

  /// A module the generated file imports, `@testable` for internal code.
  struct Import: Hashable, Comparable {
    var module: String
    var isTestable: Bool

    static func < (lhs: Import, rhs: Import) -> Bool {
      (lhs.isTestable ? 1 : 0, lhs.module) < (rhs.isTestable ? 1 : 0, rhs.module)
    }
  }

  var protocolName: String { entry.symbol.name }
  var doubleName: String { protocolName + "Double" }

  func write() -> Outcome {
    do {
      return try build()
    } catch {
      return .unsupported(reason: error.reason)
    }
  }

  struct Unsupported: Error {
    var reason: String
  }

  private func build() throws(Unsupported) -> Outcome {
    var imports: Set<Import> = [Import(module: entry.module, isTestable: isInternal(entry))]
    let declaration = entry.symbol.declaration
    let isMainActor = declaration.hasPrefix("@MainActor")
    // Own requirements, then inherited ones, each protocol once.
    var owners: [SymbolIndex.Entry] = []
    var standard: [StandardProtocol] = []
    var isActor = false
    try collect(entry, into: &owners, standard: &standard, isActor: &isActor, imports: &imports)
    if standard.contains(where: { $0.name == "Swift.Hashable" }) {
      standard.removeAll { $0.name == "Swift.Equatable" }
    }
    let associated = owners.flatMap { owner in
      requirementSymbols(of: owner).filter { $0.kind.identifier == "swift.associatedtype" }
    }
    var requirements: [Requirement] = []
    for owner in owners {
      for symbol in requirementSymbols(of: owner)
      where symbol.kind.identifier != "swift.associatedtype" {
        guard let requirement = Requirement(symbol, owner: protocolName, selfName: doubleName)
        else {
          throw Unsupported(
            reason: "requirement \(symbol.name) is a kind dobby-gen cannot implement")
        }
        requirements.append(requirement)
      }
    }
    var generics: [String] = []
    var sendableGenerics = Set<String>()
    for symbol in associated {
      let text = symbol.declaration.replacingOccurrences(of: " : ", with: ": ")
      let name = symbol.name
      guard !generics.contains(where: { $0.hasPrefix(name + ":") || $0 == name }) else { continue }
      var constraint = ""
      if let colon = text.range(of: ": ") {
        constraint = String(text[colon.upperBound...])
        if let equals = constraint.range(of: " = ") {
          constraint = String(constraint[..<equals.lowerBound])
        }
        if constraint.contains(" where ") {
          throw Unsupported(reason: "associated type \(name) has a where clause")
        }
        constraint = constraint.replacingOccurrences(of: ", ", with: " & ")
      }
      if constraint.contains("Sendable") { sendableGenerics.insert(name) }
      generics.append(constraint.isEmpty ? name : "\(name): \(constraint)")
    }
    var context = TypeContext(sendableNames: index.sendableNames)
    context.sendableNames.formUnion(sendableGenerics)
    context.sendableNames.insert(doubleName)
    let isGeneric = !generics.isEmpty
    if isGeneric, let fixed = requirements.first(where: \.isStatic) {
      throw Unsupported(
        reason:
          "static requirement \(fixed.baseName) with associated types: a generic class cannot hold static stored properties"
      )
    }
    let names = MemberNaming.names(for: requirements)
    let style = Style(isActor: isActor, isMainActor: isMainActor)

    var lines: [String] = []
    lines.append("/// A double of `\(protocolName)`: every requirement records its calls in")
    lines.append("/// a stub named after it and answers with the stub's reactions.")
    let genericClause = isGeneric ? "<\(generics.joined(separator: ", "))>" : ""
    let head = isActor ? "actor" : "final class"
    let attribute = isMainActor && !isActor ? "@MainActor " : ""
    lines.append("\(attribute)\(head) \(doubleName)\(genericClause): \(protocolName), Sendable {")
    lines.append("  \(style.initModifier)init() {}")
    for (requirement, members) in zip(requirements, names) {
      lines.append("")
      lines += try implement(requirement, members: members, context: context, style: style)
    }
    for entry in standard {
      let text = entry.members(doubleName, protocolName, declaration, style)
      if !text.isEmpty {
        lines.append("")
        lines += text
      }
    }
    lines.append("}")
    return .generated(code: lines.flatMap(Layout.wrap), imports: imports)
  }

  /// How members are declared in this double.
  struct Style {
    var isActor: Bool
    var isMainActor: Bool

    /// Stubs are reachable from any context: `nonisolated` on an actor
    /// or a `@MainActor` class.
    var memberModifier: String { isActor || isMainActor ? "nonisolated " : "" }
    var initModifier: String { isMainActor && !isActor ? "nonisolated " : "" }
  }

  private func isInternal(_ entry: SymbolIndex.Entry) -> Bool {
    entry.symbol.accessLevel != "public" && entry.symbol.accessLevel != "open"
  }

  private func requirementSymbols(of owner: SymbolIndex.Entry) -> [SymbolGraph.Symbol] {
    (index.requirements[owner.symbol.identifier.precise] ?? [])
      .compactMap { index.symbols[$0]?.symbol }
      .sorted { $0.line < $1.line }
  }

  /// `protocolEntry` and every protocol it inherits, those of the graphs
  /// in `owners`, standard ones in `standard`.
  private func collect(
    _ protocolEntry: SymbolIndex.Entry, into owners: inout [SymbolIndex.Entry],
    standard: inout [StandardProtocol], isActor: inout Bool, imports: inout Set<Import>
  ) throws(Unsupported) {
    let usr = protocolEntry.symbol.identifier.precise
    guard !owners.contains(where: { $0.symbol.identifier.precise == usr }) else { return }
    owners.append(protocolEntry)
    if protocolEntry.module != entry.module {
      imports.insert(Import(module: protocolEntry.module, isTestable: isInternal(protocolEntry)))
    }
    for (target, fallback) in index.conformances[usr] ?? [] {
      if let inherited = index.symbols[target], inherited.symbol.kind.identifier == "swift.protocol"
      {
        try collect(
          inherited, into: &owners, standard: &standard, isActor: &isActor, imports: &imports)
        continue
      }
      let name = fallback ?? target
      guard let known = StandardProtocol.table[name] else {
        throw Unsupported(
          reason: "inherits \(name), whose requirements are in none of the symbol graphs given")
      }
      if name == "_Concurrency.Actor" { isActor = true }
      if !standard.contains(where: { $0.name == known.name }) { standard.append(known) }
    }
  }
}

extension Error {
  fileprivate var reason: String { (self as? DoubleWriter.Unsupported)?.reason ?? "\(self)" }
}

/// The double's generic parameters: one per associated type, unless a
/// `where Self.Item == T` clause fixes it (then a `typealias`).
struct GenericsWriter {
  /// `Item: Sendable & Equatable`, one per free associated type.
  var parameters: [String] = []
  /// `typealias Item = Int`, one per fixed associated type.
  var typeAliases: [String] = []
  /// The requirements of the `where` clause: `Seq.Element == Item`.
  var requirements: [String] = []
  /// Each generic parameter, and whether it is constrained `Sendable`.
  var sendability: [String: Bool] = [:]

  init(model: ProtocolModel, writer: TypeWriter) {
    var fixed: [String: TypeSyntax] = [:]
    var clauses = model.whereClause
    for associated in model.associatedTypes { clauses += associated.whereClause }
    for clause in clauses where clause.relation == .sameType {
      if let name = clause.subject.associatedTypeName,
        model.associatedTypes.contains(where: { $0.name == name }), fixed[name] == nil
      {
        fixed[name] = clause.constraint
      }
    }
    for associated in model.associatedTypes {
      if let type = fixed[associated.name] {
        typeAliases.append("typealias \(associated.name) = \(writer.write(type))")
        continue
      }
      let constraints = associated.inherited.map(writer.write)
      sendability[associated.name] = associated.inherited.contains { $0.isSendableConstraint }
      parameters.append(
        constraints.isEmpty
          ? associated.name : associated.name + ": " + constraints.joined(separator: " & "))
    }
    let free = Set(sendability.keys)
    for clause in clauses where clause.subject.root.map(free.contains) ?? false {
      guard clause.subject.associatedTypeName.map({ fixed[$0] == nil }) ?? true,
        clause.subject != .nominal([TypeName(name: "Self")])
      else { continue }
      let relation = clause.relation == .sameType ? " == " : ": "
      let text = writer.write(clause.subject) + relation + writer.write(clause.constraint)
      if !requirements.contains(text) { requirements.append(text) }
    }
  }

  /// `<Item: P>`, or nothing.
  var clause: String { parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">" }

  /// ` where A == B`, or nothing.
  var whereClause: String {
    requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
  }
}

extension TypeSyntax {
  /// `Item` for `Self.Item` or `Item`; `nil` for any other type.
  var associatedTypeName: String? {
    guard case .nominal(let names) = self else { return nil }
    if names.count == 2, names[0].name == "Self", names[1].arguments.isEmpty {
      return names[1].name
    }
    if names.count == 1, names[0].name != "Self", names[0].arguments.isEmpty,
      names[0].precise != nil,
      names[0].precise?.hasSuffix("Qa") == true
    {
      return names[0].name
    }
    return nil
  }

  /// The first name of a named type, after `Self.`: `Item` for `Self.Item.Element`.
  var root: String? {
    guard case .nominal(let names) = self else { return nil }
    return names.first?.name == "Self" ? names.dropFirst().first?.name : names.first?.name
  }

  /// Whether the constraint is `Sendable`, or a composition with it.
  var isSendableConstraint: Bool {
    switch self {
    case .nominal(let names): names.last?.precise == StandardTypes.sendable
    case .composition(let parts): parts.contains { $0.isSendableConstraint }
    default: false
    }
  }
}

extension Requirement {
  /// Every named type the requirement's declaration mentions.
  var typeNames: [TypeName] {
    switch kind {
    case .function(let function):
      function.parameters.flatMap(\.type.typeNames) + (function.result?.typeNames ?? [])
        + function.effect.typeNames
        + function.generics.flatMap { $0.constraints.flatMap(\.typeNames) }
    case .initializer(let initializer):
      initializer.parameters.flatMap(\.type.typeNames) + initializer.effect.typeNames
    case .subscript(let declaration):
      declaration.parameters.flatMap(\.type.typeNames) + declaration.result.typeNames
        + declaration.accessors.effect.typeNames
    case .property(let property): property.type.typeNames + property.accessors.effect.typeNames
    case .associatedType(let associated): associated.typeNames
    }
  }
}

extension AssociatedTypeDeclaration {
  /// The named types of its constraints.
  var typeNames: [TypeName] { inherited.flatMap(\.typeNames) }
}

/// The double's generic parameters and `typealias`es, printed from the
/// protocol's ``AssociatedTypeBindings``.
struct GenericsWriter {
  /// `Item: Sendable & Equatable`, one per free associated type.
  var parameters: [String] = []
  /// `typealias Item = Int`, one per bound associated type.
  var typeAliases: [String] = []
  /// The requirements of the `where` clause: `Seq.Element == Item`.
  var requirements: [String] = []
  /// Each generic parameter, and whether it is constrained `Sendable`.
  var sendability: [String: Bool] = [:]
  /// Each `typealias`'s type.
  var aliases: [String: TypeSyntax] = [:]

  init(model: ProtocolModel, writer: TypeWriter) {
    let bindings = AssociatedTypeBindings(model.associatedTypes, whereClause: model.whereClause)
    for (name, type) in bindings.aliases {
      typeAliases.append("typealias \(name) = \(writer.write(type))")
      aliases[name] = type
    }
    for (name, constraints) in bindings.parameters {
      sendability[name] = constraints.contains { $0.isSendableConstraint }
      parameters.append(
        constraints.isEmpty
          ? name : name + ": " + constraints.map(writer.write).joined(separator: " & "))
    }
    requirements = bindings.requirements.map { clause in
      let relation = clause.relation == .sameType ? " == " : ": "
      return writer.write(clause.subject) + relation + writer.write(clause.constraint)
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

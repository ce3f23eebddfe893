/// The distributed protocols whose generic requirements the compiler
/// checks against the conforming type's `SerializationRequirement`
/// (`recordArgument<Value: SerializationRequirement>`), a constraint their
/// symbol graph leaves out: declared here, one entry per protocol, and
/// put into the model as each requirement is read.
struct SerializationConstraints: Sendable {
  /// The protocol's precise identifier.
  var precise: String
  /// The protocol's qualified name, for readers.
  var name: String
  /// The generic parameters the compiler constrains, by requirement base
  /// name: `["recordArgument": ["Value"]]`.
  var constrained: [String: [String]]

  /// The associated type every such protocol declares.
  static let associatedType = "SerializationRequirement"

  /// What a double binds `SerializationRequirement` to when no `where`
  /// clause fixes it: `Codable`, as `LocalTestingDistributedActorSystem` does.
  static let codable = TypeSyntax.nominal([TypeName(name: "Codable", precise: "s:s7Codablea")])

  /// One entry per protocol, from the Distributed module's interface.
  static let all: [SerializationConstraints] = [
    SerializationConstraints(
      precise: "s:11Distributed0A11ActorSystemP", name: "Distributed.DistributedActorSystem",
      constrained: ["remoteCall": ["Res"]]),
    SerializationConstraints(
      precise: "s:11Distributed0A23TargetInvocationEncoderP",
      name: "Distributed.DistributedTargetInvocationEncoder",
      constrained: ["recordArgument": ["Value"], "recordReturnType": ["R"]]),
    SerializationConstraints(
      precise: "s:11Distributed0A23TargetInvocationDecoderP",
      name: "Distributed.DistributedTargetInvocationDecoder",
      constrained: ["decodeNextArgument": ["Argument"]]),
    SerializationConstraints(
      precise: "s:11Distributed0A29TargetInvocationResultHandlerP",
      name: "Distributed.DistributedTargetInvocationResultHandler",
      constrained: ["onReturn": ["Success"]]),
  ]

  /// The entries by protocol.
  static let table: [String: SerializationConstraints] = Dictionary(
    all.map { ($0.precise, $0) }, uniquingKeysWith: { first, _ in first })

  /// `Self.SerializationRequirement`, which a double's `typealias` names.
  static let reference = TypeSyntax.nominal([
    TypeName(name: "Self"), TypeName(name: associatedType),
  ])

  /// `requirement` of the protocol `owner` with the constraints the
  /// compiler checks added to its generic parameters; any other unchanged.
  static func constrain(_ requirement: Requirement, of owner: String) -> Requirement {
    guard case .function(var function) = requirement.kind,
      let names = table[owner]?.constrained[Name.unescaped(function.name)]
    else { return requirement }
    for index in function.generics.indices where names.contains(function.generics[index].name) {
      function.generics[index].constraints.append(reference)
    }
    var constrained = requirement
    constrained.kind = .function(function)
    return constrained
  }

  /// `DistributedActorSystem`: a generic type cannot witness its
  /// `remoteCall` (Swift 6.3), so its double binds every associated type.
  static let actorSystem = "s:11Distributed0A11ActorSystemP"

  /// What an actor system's double binds each associated type to when no
  /// `where` clause fixes it: `ActorID` to `String`, the invocation
  /// encoder, decoder and result handler to doubles nested in it.
  static let actorSystemBindings: [(name: String, type: TypeSyntax)] = [
    ("ActorID", .nominal([TypeName(name: "String", precise: "s:SS")])),
    ("InvocationEncoder", nestedDouble("InvocationEncoder")),
    ("InvocationDecoder", nestedDouble("InvocationDecoder")),
    ("ResultHandler", nestedDouble("ResultHandler")),
  ]

  /// `InvocationEncoderDouble`: the double nested in an actor system's
  /// double for its associated type `name`.
  static func nestedDouble(_ name: String) -> TypeSyntax {
    .nominal([TypeName(name: name + "Double")])
  }

  /// `clause` (the model's `where` clause) with what the compiler needs
  /// fixed bound: `SerializationRequirement` to `Codable` and, in an actor
  /// system, the associated types of ``actorSystemBindings``, each only
  /// when the clause does not fix it; one fixed to an existential (`==
  /// any Codable`) is bound to its protocols, which constrain generics.
  static func binding(_ clause: [WhereRequirement], of model: ProtocolModel)
    -> [WhereRequirement]
  {
    guard !model.protocols.isDisjoint(with: table.keys) else { return clause }
    let names = Set(model.associatedTypes.map(\.name))
    let isFixing = { (requirement: WhereRequirement, name: String) in
      requirement.relation == .sameType && requirement.subject.associatedTypeName == name
        && !requirement.constraint.mentionsAssociatedType(names)
    }
    var bound = clause.map { requirement in
      guard isFixing(requirement, associatedType),
        case .existential(let constraint) = requirement.constraint
      else { return requirement }
      return WhereRequirement(subject: reference, relation: .sameType, constraint: constraint)
    }
    var defaults: [(name: String, type: TypeSyntax)] = [(associatedType, codable)]
    if model.protocols.contains(actorSystem) { defaults += actorSystemBindings }
    for (name, type) in defaults
    where names.contains(name) && !clause.contains(where: { isFixing($0, name) }) {
      bound.append(
        WhereRequirement(
          subject: .nominal([TypeName(name: "Self"), TypeName(name: name)]), relation: .sameType,
          constraint: type))
    }
    return bound
  }
}

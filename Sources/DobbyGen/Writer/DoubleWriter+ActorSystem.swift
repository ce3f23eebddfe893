/// A protocol that is or refines `DistributedActorSystem` gets a double
/// that is not generic (a generic type cannot witness `remoteCall` in
/// Swift 6.3): ``SerializationConstraints`` binds its associated types,
/// and the invocation encoder, decoder and result handler are doubles
/// nested in it, with its `SerializationRequirement`.
extension DoubleWriter {
  /// Whether the protocol is or refines `DistributedActorSystem`.
  var isActorSystem: Bool { model.protocols.contains(SerializationConstraints.actorSystem) }

  /// - Throws: ``ProtocolModel/Unsupported`` for an actor system whose
  ///   double would be generic.
  func checkActorSystem(_ generics: GenericsWriter) throws(ProtocolModel.Unsupported) {
    guard isActorSystem, !generics.parameters.isEmpty else { return }
    let names = generics.sendability.keys.sorted().joined(separator: ", ")
    throw ProtocolModel.Unsupported(
      reason: "a generic type cannot witness remoteCall (Swift 6.3), and no where clause fixes "
        + names)
  }

  /// The doubles nested in an actor system's double, indented, and the
  /// modules they import: one per associated type bound to one.
  func nestedDoubles(_ generics: GenericsWriter) throws(ProtocolModel.Unsupported) -> Output {
    var output = Output(code: [], imports: [])
    guard isActorSystem else { return output }
    let names = Set(model.associatedTypes.map(\.name))
    let serialization = model.whereClause.filter {
      $0.relation == .sameType
        && $0.subject.associatedTypeName == SerializationConstraints.associatedType
        && !$0.constraint.mentionsAssociatedType(names)
    }
    for associated in model.associatedTypes
    where generics.aliases[associated.name]
      == SerializationConstraints.nestedDouble(associated.name)
    {
      guard case .nominal(let parts)? = associated.inherited.first,
        let precise = parts.last?.precise, let entry = index.symbols[precise]
      else {
        throw ProtocolModel.Unsupported(
          reason: "the protocol of its \(associated.name) is in none of the symbol graphs given")
      }
      var nested = try ProtocolModel(entry, in: index)
      nested.whereClause.removeAll {
        $0.subject.associatedTypeName == SerializationConstraints.associatedType
      }
      nested.whereClause += serialization
      var writer = DoubleWriter(model: nested, index: index, surface: surface)
      writer.nestedName = associated.name + "Double"
      writer.nonCopyable = nonCopyable
      let written = try writer.write()
      output.code += [""] + written.code.map { $0.isEmpty ? "" : "  " + $0 }
      output.imports.formUnion(written.imports)
    }
    return output
  }
}

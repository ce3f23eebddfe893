/// A protocol refining `DistributedActor` gets a `distributed actor`
/// double, generic over its actor system: the compiler writes every
/// requirement of `DistributedActor` (`id`, `actorSystem`,
/// `resolve(id:using:)`, `init(actorSystem:)`, hashing), so the double
/// declares none.
extension DoubleWriter {
  static let distributedActor = "s:11Distributed0A5ActorP"

  /// The protocols with requirements that the compiler checks against
  /// their `SerializationRequirement` (`recordArgument<Value:
  /// SerializationRequirement>`), a constraint their symbol graph leaves
  /// out, and which the conforming type must fix to one protocol.
  static let serializing: Set<String> = [
    "s:11Distributed0A11ActorSystemP", "s:11Distributed0A23TargetInvocationEncoderP",
    "s:11Distributed0A23TargetInvocationDecoderP",
    "s:11Distributed0A29TargetInvocationResultHandlerP",
  ]

  /// - Throws: ``ProtocolModel/Unsupported`` for a protocol that is or
  ///   refines one of ``serializing``.
  func checkSerializing() throws(ProtocolModel.Unsupported) {
    let requirements = Set(Self.serializing.flatMap { index.requirements[$0] ?? [] })
    guard
      Self.serializing.contains(model.precise)
        || model.requirements.contains(where: { requirements.contains($0.precise) })
    else { return }
    throw ProtocolModel.Unsupported(
      reason: "not yet: its generic requirements must be constrained to SerializationRequirement, "
        + "fixed to one protocol, and the symbol graph leaves that constraint out")
  }

  /// Whether the double is a `distributed actor`.
  var isDistributed: Bool {
    model.precise == Self.distributedActor
      || model.standard.contains { $0.name == "Distributed.DistributedActor" }
      || model.requirements.contains {
        index.requirements[Self.distributedActor]?.contains($0.precise) == true
      }
  }

  /// Whether a distributed actor's compiler-written members implement
  /// `requirement`: one of `DistributedActor`'s or of what it inherits.
  func isSynthesizedForDistributedActor(_ requirement: Requirement) -> Bool {
    var pending = [Self.distributedActor]
    var seen: Set<String> = []
    while let precise = pending.popLast() {
      guard seen.insert(precise).inserted else { continue }
      if index.requirements[precise]?.contains(requirement.precise) == true { return true }
      pending += (index.inheritances[precise] ?? []).map(\.target)
    }
    return false
  }

  /// The requirements a distributed actor double writes: none.
  ///
  /// - Throws: ``ProtocolModel/Unsupported`` for a requirement of its
  ///   own: a stub needs a `nonisolated` stored property, which a
  ///   distributed actor cannot have.
  func distributedRequirements(_ requirements: [Requirement]) throws(ProtocolModel.Unsupported)
    -> [Requirement]
  {
    let own = requirements.filter { !isSynthesizedForDistributedActor($0) }
    if let first = own.first {
      throw ProtocolModel.Unsupported(
        reason: "\(first.baseName) needs a stub, which a distributed actor cannot keep "
          + "(its stored properties cannot be nonisolated)")
    }
    return []
  }
}

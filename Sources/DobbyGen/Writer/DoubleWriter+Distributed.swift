/// A protocol refining `DistributedActor` gets a `distributed actor`
/// double, generic over its actor system: the compiler writes every
/// requirement of `DistributedActor` (`id`, `actorSystem`,
/// `resolve(id:using:)`, `init(actorSystem:)`, hashing), so the double
/// declares only the protocol's own, whose stubs live in a class beside it.
extension DoubleWriter {
  static let distributedActor = "s:11Distributed0A5ActorP"

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

  /// The requirements a distributed actor double writes: its protocol's
  /// own, whose stubs a `PDoubleStubs` the test makes keeps (a
  /// distributed actor's stored properties cannot be read from outside
  /// it, nor be `nonisolated`).
  ///
  /// - Throws: ``ProtocolModel/Unsupported`` for a `nonisolated`
  ///   requirement, which cannot reach the stubs the actor keeps.
  func distributedRequirements(_ requirements: [Requirement]) throws(ProtocolModel.Unsupported)
    -> [Requirement]
  {
    let own = requirements.filter { !isSynthesizedForDistributedActor($0) }
    if let first = own.first(where: { $0.modifiers.contains("nonisolated") && !$0.isStatic }) {
      throw ProtocolModel.Unsupported(
        reason: "\(first.baseName) is nonisolated, and cannot reach the stubs its distributed "
          + "actor keeps isolated")
    }
    return own
  }

  /// The doc comment of a distributed actor double.
  func distributedDoc(holdsStubs: Bool) -> [String] {
    guard holdsStubs else {
      return [
        "/// A double of `\(protocolName)`: a distributed actor, whose members the",
        "/// compiler writes.",
      ]
    }
    return [
      "/// A double of `\(protocolName)`: a distributed actor, whose members the",
      "/// compiler writes; its own requirements answer from the stubs of the",
      "/// `\(stubsName)` it is made with.",
    ]
  }

  /// The name of the class that holds a distributed actor double's stubs.
  var stubsName: String { doubleName + "Stubs" }

  /// `let stubs: PDoubleStubs` and the initializer that takes it.
  func stubHolder() -> [String] {
    [
      "  /// The stubs, which the test makes and keeps: a distributed actor's",
      "  /// stored properties cannot be read from outside it.",
      "  let stubs: \(stubsName)", "",
      "  init(actorSystem: ActorSystem, stubs: \(stubsName)) {",
      "    self.actorSystem = actorSystem", "    self.stubs = stubs", "  }",
    ]
  }

  /// The class holding a distributed actor double's stubs.
  func heldStubs(_ held: [String]) -> [String] {
    [
      "", "/// The stubs of `\(doubleName)`: every requirement records its calls in",
      "/// a stub named after it and answers with the stub's reactions.",
      "final class \(stubsName): \(swiftName("Sendable")) {", "  init() {}",
    ] + held + ["}"]
  }
}

import Foundation
import Testing

@testable import DobbyGen

/// The distributed protocols' constraints the graph leaves out, one test
/// per entry of the table, checked against the Distributed module's graph
/// (Graphs/Distributed.symbols.json, as the plugin extracts and prunes it).
struct SerializationConstraintsTests {
  static let graph: SymbolGraph? = {
    let path =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
      + "/../Graphs/Distributed.symbols.json"
    return FileManager.default.contents(atPath: path).flatMap {
      try? JSONDecoder().decode(SymbolGraph.self, from: $0)
    }
  }()

  /// The model of the Distributed protocol `precise`.
  func model(_ precise: String) throws -> ProtocolModel {
    let index = SymbolIndex(graphs: [try #require(Self.graph)])
    return try ProtocolModel(try #require(index.symbols[precise]), in: index)
  }

  @Test(arguments: SerializationConstraints.all.map(\.name))
  func `each entry constrains generic parameters its protocol's requirements declare`(
    name: String
  ) throws {
    let entry = try #require(SerializationConstraints.all.first { $0.name == name })
    let model = try model(entry.precise)
    for (function, generics) in entry.constrained {
      let requirement = try #require(
        model.requirements.first { $0.baseName == function }, "\(name) has no \(function)")
      guard case .function(let declaration) = requirement.kind else {
        Issue.record("\(function) is not a function")
        continue
      }
      for generic in declaration.generics {
        let isConstrained = declaration.generics.first { $0.name == generic.name }?.constraints
          .contains(SerializationConstraints.reference)
        #expect(isConstrained == generics.contains(generic.name), "\(function)<\(generic.name)>")
      }
      #expect(Set(generics).isSubset(of: declaration.generics.map(\.name)))
    }
  }

  @Test func `a requirement of another protocol is left as it is`() {
    let function = FunctionDeclaration(
      name: "recordArgument", generics: [GenericParameter(name: "Value")])
    let requirement = Requirement(kind: .function(function))
    #expect(SerializationConstraints.constrain(requirement, of: "s:4Shop4FeedP") == requirement)
  }

  @Test func `SerializationRequirement is bound to Codable unless a where clause fixes it`() throws
  {
    let encoder = try model("s:11Distributed0A23TargetInvocationEncoderP")
    #expect(
      encoder.whereClause == [
        WhereRequirement(
          subject: SerializationConstraints.reference, relation: .sameType,
          constraint: SerializationConstraints.codable)
      ])
    var fixed = encoder
    let json = T.named("JSONValue", "s:4Wire9JSONValueP")
    fixed.whereClause = [
      WhereRequirement(
        subject: SerializationConstraints.reference, relation: .sameType,
        constraint: .existential(json))
    ]
    // `== any JSONValue` fixes it to the protocol, which can constrain a generic.
    #expect(
      SerializationConstraints.binding(fixed.whereClause, of: fixed) == [
        WhereRequirement(
          subject: SerializationConstraints.reference, relation: .sameType, constraint: json)
      ])
  }

  @Test func `an actor system binds its ID, encoder, decoder and result handler`() throws {
    let system = try model(SerializationConstraints.actorSystem)
    let bound = system.whereClause.filter { clause in
      clause.relation == .sameType && clause.subject.associatedTypeName != nil
        && !clause.constraint.mentionsAssociatedType(Set(system.associatedTypes.map(\.name)))
    }
    #expect(
      bound.map(\.subject.associatedTypeName) == [
        "SerializationRequirement", "ActorID", "InvocationEncoder", "InvocationDecoder",
        "ResultHandler",
      ])
    #expect(bound[2].constraint == SerializationConstraints.nestedDouble("InvocationEncoder"))
  }

  @Test func `the Distributed module's protocols all get doubles`() throws {
    var generator = Generator(module: "Distributed", regenerate: "test")
    generator.importStyle = ImportStyle()
    let output = generator.generate(from: [try #require(Self.graph)])
    #expect(output.skipped == [])
    let text = try #require(output.files["Distributed.Distributed+Doubles.swift"])
    #expect(text.contains("final class DistributedActorSystemDouble: DistributedActorSystem"))
    #expect(
      text.contains("  final class InvocationEncoderDouble: DistributedTargetInvocationEncoder"))
    #expect(text.contains("func recordArgument<Value: SerializationRequirement>("))
    #expect(text.contains("func decodeNextArgument<Argument: SerializationRequirement>()"))
    #expect(text.contains("func onReturn<Success: SerializationRequirement>(value: Success)"))
    #expect(text.contains("func remoteCall<Act, Err, Res: SerializationRequirement>("))
    #expect(text.contains("  typealias SerializationRequirement = Codable"))
  }
}

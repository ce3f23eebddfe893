import Distributed

/// An actor system of one's own, fixing what it serializes: the double is
/// not generic (a generic type cannot witness `remoteCall`), its encoder,
/// decoder and result handler doubles nested in it, and the generic
/// requirements constrained to `SerializationRequirement`.
public protocol Cluster: DistributedActorSystem
where SerializationRequirement == any Codable, ActorID == Int {
  func join(_ node: String) async
}

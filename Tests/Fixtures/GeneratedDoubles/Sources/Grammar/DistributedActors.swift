import Distributed

/// A refinement of `DistributedActor`: the double is a `distributed actor`
/// generic over its actor system, whose members the compiler writes.
public protocol Worker: DistributedActor {}

/// A `distributed` requirement needs a stub, which a distributed actor
/// cannot keep `nonisolated`: no double, and a reason.
public protocol Greeter: DistributedActor {
  distributed func greet(_ name: String) -> String
}

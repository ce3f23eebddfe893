import Distributed

/// A refinement of `DistributedActor`: the double is a `distributed actor`
/// generic over its actor system, whose members the compiler writes.
public protocol Worker: DistributedActor {}

/// Requirements of its own: a distributed actor cannot keep a stub it
/// can be read from outside, so the double answers from the stubs of a
/// `GreeterDoubleStubs` the test makes and keeps.
public protocol Greeter: DistributedActor {
  distributed func greet(_ name: String) -> String
  func rest() async
  var greetings: Int { get async }
}

/// A nonisolated requirement cannot reach the stubs its distributed actor
/// keeps isolated: no double, and a reason.
public protocol Watcher: DistributedActor {
  nonisolated func watched() -> Bool
}

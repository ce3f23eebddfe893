import Foundation

// Isolation.
@MainActor public protocol MainActorBound {
  func render() -> String
  nonisolated func id() -> Int
}
public protocol Isolated {
  @MainActor func update(_ value: Int)
  func send(_ value: sending NSObject) async
  func run(on actor: isolated any Actor) async
}
public protocol Acting: Actor { func act() async -> Int }

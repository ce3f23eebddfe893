import ShopModels

/// Runs work: escaping, `@Sendable` and non-escaping closures, `rethrows`.
protocol Scheduler: Sendable {
  func after(_ seconds: Int, _ work: @escaping @Sendable () -> Void)
  func onDone(_ handler: @escaping (Int) -> Void)
  func each(_ values: [Int], _ body: (Int) throws -> Void) rethrows
}

/// Counts: `inout` and variadics.
protocol Tally {
  func bump(_ value: inout Int)
  func total(_ values: Int...) -> Int
}

/// Converts: generic methods and `some`/`any`.
protocol Converter {
  func convert<T: Sendable>(_ value: T) -> T
  func first(of values: some Collection<Int>) -> (any Equatable)?
}

/// A parcel that is not `Sendable`: a class.
final class Parcel {
  var label: String
  init(label: String) { self.label = label }
}

/// Hands parcels over: `borrowing`, `consuming`, `sending`.
protocol Courier {
  func weigh(_ parcel: borrowing Parcel) -> Int
  func ship(_ parcel: consuming Parcel) -> sending Parcel
}

/// Draws on the main actor, with one requirement that is not isolated.
@MainActor protocol Screen {
  func show(_ title: String)
  nonisolated func identifier() -> String
}

/// Keeps accounts on an actor.
protocol Ledger: Actor {
  func post(_ amount: Money) -> Int
}

/// Notifies about parcels: a `Sendable` protocol with a non-`Sendable` argument.
protocol Notifier: Sendable {
  func notify(_ parcel: Parcel)
}

/// Inherits a protocol of this module.
protocol AuditTrail: Notifier {
  func record(_ event: String, at time: Int)
}

/// Inherits a protocol of another module.
protocol TimedService: Clock {
  func elapsed(since start: Int) -> Int
}

/// Inherits the standard library's common protocols.
protocol Labelled: CustomStringConvertible, Identifiable where ID == String {
  func rename(_ name: String)
}

/// Hashable by identity.
protocol Token: Hashable {
  func redeem() -> Bool
}

/// Inherits `Sequence`, whose requirements are not in the module's symbol
/// graph: the plugin extracts the standard library's graph for them.
protocol Feed: Sequence where Element == Int {
  func refresh()
}

public import Distributed

public struct Ticket: ~Copyable {
  public var number: Int
}

public struct Receipt {
  public var number: Int
}

public protocol Turnstile {
  func admit(_ ticket: consuming Ticket) -> Bool
  func inspect(_ ticket: borrowing Ticket, at gate: Int)
  func file(_ receipt: consuming Receipt)
}

public protocol TicketOffice {
  func issue() -> Ticket
  func reissue(_ number: Int, at gate: Int) throws -> Ticket
}

public protocol BoxOffice {
  init()
  func issue() -> Ticket
}

public protocol TicketPrinter {
  static func sample() -> Ticket
}

public protocol Worker: DistributedActor {}

public protocol Greeter: DistributedActor {
  distributed func greet(_ name: String) -> String
}

public protocol Watcher: DistributedActor {
  nonisolated func watched() -> Bool
  distributed func watch(_ name: String)
}

public protocol Legacy {
  @available(*, deprecated, message: "use run()")
  func start()
  @available(*, deprecated, message: "no replacement")
  func stop()
  func run()
}

extension Legacy {
  public func start() { run() }
}

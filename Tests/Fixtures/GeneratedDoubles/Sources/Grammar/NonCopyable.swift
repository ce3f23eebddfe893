/// A value that cannot be copied: a double records the calls that take
/// it, without the value.
public struct Ticket: ~Copyable {
  public var number: Int

  public init(number: Int) { self.number = number }
}

/// Requirements with `~Copyable` parameters, consumed and borrowed.
public protocol Turnstile {
  func admit(_ ticket: consuming Ticket) -> Bool
  func inspect(_ ticket: borrowing Ticket, at gate: Int)
}

/// A `~Copyable` result: a stub cannot hold it, so the double records the
/// call and answers from a closure the test gives its initializer.
public protocol TicketOffice {
  func issue() -> Ticket
  func reissue(_ number: Int) throws -> Ticket
}

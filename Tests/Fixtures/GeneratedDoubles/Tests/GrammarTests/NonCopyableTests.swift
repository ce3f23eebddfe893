import Dobby
import Grammar
import Testing

// A requirement answering a `~Copyable` value records its call in a stub
// answering `Void` and answers from the closure the double is made with.
struct NonCopyableTests {
  struct Closed: Error {}

  @Test func `a ~Copyable answer comes from the closure given to init, and the call is recorded`()
    throws
  {
    let office = TicketOfficeDouble(
      issue: { Ticket(number: 7) }, reissue: { number in Ticket(number: number + 1) })

    #expect(office.issue().number == 7)
    #expect(try office.reissue(41).number == 42)
    let pattern = Pattern()
    pattern.expect(any(), in: office.issueStub)
    pattern.expect(equals(41), in: office.reissue)
    #expect(pattern.check().passed)
  }

  @Test func `a stub's thrown error comes before the closure's answer`() {
    let office = TicketOfficeDouble(issue: { Ticket(number: 7) }, reissue: { Ticket(number: $0) })
    office.reissue.on(equals(13)) { _ in throw Closed() }

    #expect(throws: Closed.self) { _ = try office.reissue(13) }
  }
}

import Dobby
import Testing

// The articles at 0.3.0 (commit 9b12ce0), where the test needs code around
// their blocks; the blocks they showed whole are in Released/ and the
// Released targets.

// MARK: Patterns.md

/// The code under test of the article's first example (Released/Patterns.swift),
/// which the article names but does not show.
struct Checkout {
  let pay: @Sendable (Int) -> Void
  let mail: @Sendable (String) -> Void
  func run(total: Int) {
    pay(total)
    mail("receipt")
  }
}

@Test func `partial orders`() {
  let auth = Recorder<String>(name: "auth")
  let api = Recorder<String>(name: "api")
  let pattern = Pattern(ordered: false)  // any order, except for the edges
  let login = pattern.expect("login", in: auth)  // Tests/SessionTests.swift:12
  let token = pattern.expect("token", in: auth)  // :13
  pattern.expect("fetch", in: api, times: 1...2, after: [login, token])  // :14
  pattern.expect("ping", in: api, times: 0...)  // :15, any time

  // recorded: auth("token"), api("ping"), api("fetch"), auth("login")
  auth.record("token")
  api.record("ping")
  api.record("fetch")
  auth.record("login")
  #expect(pattern.check().plainText.contains("must come after"))
}

// MARK: Matchers.md

extension ChargeRequest: MatcherConvertible {}  // an Equatable & Sendable type

@Test func `matchers of 0.3.0`() throws {
  let five = Money(cents: 5, currency: "EUR")
  let stub = Stub<(ChargeRequest, Int), Int>(name: "stub")
  stub.on(matches((ChargeRequest(orderID: "A-1", amount: five), any())), return: 1)
  #expect(try stub.invoke((ChargeRequest(orderID: "A-1", amount: five), 3)) == 1)

  let byAmount = matches(\ChargeRequest.amount, equals(Money(cents: 5, currency: "EUR")))
    .explain(ChargeRequest(orderID: "A-1", amount: Money(cents: 5, currency: "USD")))
  #expect(!byAmount.isEmpty)
  #expect(!matches((equals(1), equals("foobar"))).explain((1, "foo")).isEmpty)
  #expect(!equals(("a", 1)).explain(("a", 2)).isEmpty)
  #expect(shipped(by: "DHL").matches(.shipped("A-1", carrier: "DHL")))
}

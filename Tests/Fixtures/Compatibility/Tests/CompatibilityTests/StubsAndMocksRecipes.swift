import Dobby
import Testing

// StubsAndMocks.md at 0.3.0: its recipes, on the cookbook's doubles
// (Released/StubsAndMocksCookbook.swift); its failure examples are in
// ReleasedFailureTests.

@Test func `the recipes of 0.3.0`() async throws {
  let payments = PaymentsDouble()
  let gateway = payments.charges
  let receipt = Receipt(id: "R-1")
  let usdReceipt = Receipt(id: "R-USD")
  let euros = ChargeRequest(orderID: "A-1", amount: Money(cents: 500, currency: "EUR"))
  gateway.on(any(), return: receipt)
  gateway.on(matches(\.amount.currency, "USD"), return: usdReceipt)  // newer: tried first
  gateway.on(any()) { _ in throw Declined() }
  gateway.on(any(), return: receipt)
  gateway.on(any(), times: 1) { _ in throw Declined() }
  await #expect(throws: Declined()) { try await payments.charge(euros) }
  #expect(try await payments.charge(euros) == receipt)

  gateway.on(any(), answers: [{ _ in throw Declined() }, { _ in receipt }])
  await #expect(throws: Declined()) { try await payments.charge(euros) }
  #expect(try await payments.charge(euros) == receipt)

  gateway.on(any()) { _ in
    try await Task.sleep(for: .milliseconds(5))  // latency
    try Task.checkCancellation()
    return receipt
  }
  #expect(try await payments.charge(euros) == receipt)
  #expect(gateway.values.map(\.amount.cents).allSatisfy { $0 == 500 })
  gateway.reset()
  #expect(gateway.values.isEmpty)
}

@Test func `defaults and overrides`() throws {
  let pricing = Stub<(String, Int), Double>(name: "pricing")
  pricing.on(any(), return: 1)
  _ = try pricing.invoke(("SKU-1", 3))

  let counter = Stub<Void, Int>(name: "counter")
  counter.on(any(), returns: [1, 2, 3])  // 1, 2, 3, 3, 3, …
  #expect(try (0..<5).map { _ in try counter() } == [1, 2, 3, 3, 3])

  let receipt = Receipt(id: "R-1")
  let refunds = Stub<Receipt, Void>(name: "refunds")  // answers ()
  let prices = Stub<String, Int>(name: "prices", default: 0)
  let audits = Stub<String, Void>(name: "audits", strict: true)  // throws
  refunds.on(any(), return: ())  // the fixture
  refunds.on(any()) { _ in throw Declined() }  // this test
  #expect(throws: Declined()) { try refunds(receipt) }
  #expect(try prices("SKU-1") == 0)
  #expect(throws: UnexpectedArguments.self) { try audits("A-1") }
}

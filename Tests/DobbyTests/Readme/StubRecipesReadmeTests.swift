import Dobby
import Testing

// The Stubs and mocks article's stub recipes, compiled and run on the cookbook's types
// (`CookbookTests.swift`): each test holds one recipe as the article shows it.

private struct Timeout: Error, Equatable {}

/// The real payments a spy forwards to.
private struct LivePayments: Payments {
  func charge(_ request: ChargeRequest) async throws -> Receipt {
    await Task.yield()
    return Receipt(id: "live-\(request.orderID)")
  }
  func refund(_ receipt: Receipt) throws {}
  func balance() throws -> Money { Money(cents: 0, currency: "EUR") }
}

private protocol PriceList: Sendable {
  func price(of sku: String, quantity: Int) -> Int
}

private final class PriceListDouble: PriceList {
  let prices = Stub<(String, Int), Int>(name: "prices")
  func price(of sku: String, quantity: Int) -> Int { prices.answer((sku, quantity)) }
}

struct StubRecipesReadmeTests {
  let payments = PaymentsDouble()
  var gateway: Stub<ChargeRequest, Receipt> { payments.charges }
  let receipt = Receipt(id: "R-1")
  let usdReceipt = Receipt(id: "R-USD")
  let euros = ChargeRequest(orderID: "A-1", amount: Money(cents: 500, currency: "EUR"))
  let dollars = ChargeRequest(orderID: "A-2", amount: Money(cents: 500, currency: "USD"))

  @Test func `answer`() async throws {
    gateway.on(any(), return: receipt)
    gateway.on(matches(\.amount.currency, "USD"), return: usdReceipt)  // newer: tried first
    #expect(try await payments.charge(euros) == receipt)
    #expect(try await payments.charge(dollars) == usdReceipt)
  }

  @Test func `throw`() async {
    gateway.on(any()) { _ in throw Declined() }
    await #expect(throws: Declined()) { try await payments.charge(euros) }
  }

  @Test func `answer once`() async throws {
    gateway.on(any(), return: receipt)
    gateway.on(any(), times: 1) { _ in throw Timeout() }
    await #expect(throws: Timeout()) { try await payments.charge(euros) }
    #expect(try await payments.charge(euros) == receipt)
  }

  @Test func `answer in sequence`() async throws {
    let counter = Stub<Void, Int>(name: "counter")
    counter.on((), return: 1, 2, 3)  // 1, 2, 3, 3, 3, …
    gateway.on(any(), return: receipt)
    gateway.on(any(), times: 1) { _ in throw Timeout() }  // newer: answers the first call
    #expect(try (0..<5).map { _ in try counter.invoke(()) } == [1, 2, 3, 3, 3])
    await #expect(throws: Timeout()) { try await payments.charge(euros) }
    #expect(try await payments.charge(euros) == receipt)
  }

  @Test func `defaults`() throws {
    let refunds = Stub<Receipt, Void>(name: "refunds")  // answers ()
    let prices = Stub<String, Int>(name: "prices", default: 0)
    let audits = Stub<String, Void>(name: "audits", strict: true)  // throws
    try refunds.invoke(receipt)
    #expect(try prices.invoke("SKU-1") == 0)
    #expect(throws: UnexpectedArguments.self) { try audits.invoke("A-1") }
    #expect(refunds.count == 1 && audits.count == 1)
  }

  @Test func `override in one test`() async {
    let refunds = payments.refunds
    refunds.on(any(), return: ())  // the fixture
    refunds.on(any()) { _ in throw Declined() }  // this test
    #expect(throws: Declined()) { try payments.refund(receipt) }
  }

  @Test func `react asynchronously`() async throws {
    gateway.on(any()) { [receipt] _ in
      try await Task.sleep(for: .milliseconds(5))  // latency
      try Task.checkCancellation()
      return receipt
    }
    #expect(try await payments.charge(euros) == receipt)
    let cancelled = Task { [payments, euros] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await payments.charge(euros)
    }
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }

  @Test func `spy on a real implementation`() async throws {
    let real = LivePayments()
    gateway.on(any()) { request in try await real.charge(request) }
    #expect(try await payments.charge(euros) == Receipt(id: "live-A-1"))
    let pattern = Pattern()
    pattern.expect(euros, in: gateway)
    pattern.verify()
  }

  @Test func `capture arguments`() async throws {
    gateway.on(any(), return: receipt)
    _ = try await payments.charge(euros)
    _ = try await payments.charge(dollars)
    #expect(gateway.values.map(\.amount.cents) == [500, 500])
  }

  @Test func `reset`() async throws {
    gateway.on(any(), return: receipt)
    _ = try await payments.charge(euros)
    gateway.reset()
    #expect(gateway.values.isEmpty && gateway.unusedReactions.isEmpty)
    await #expect(throws: UnexpectedArguments.self) { try await payments.charge(euros) }
  }

  @Test func `a method that cannot throw`() {
    let catalog = PriceListDouble()
    catalog.prices.on(("SKU-1", 2), return: 500)
    #expect(catalog.price(of: "SKU-1", quantity: 2) == 500)
  }
}

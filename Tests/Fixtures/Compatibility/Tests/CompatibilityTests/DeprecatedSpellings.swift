import Dobby
import Testing

// Every spelling 0.4.0 deprecates, as 0.3.0 code wrote it: each compiles
// with a deprecation warning and still does what it did.

private typealias Line = (sku: String, quantity: Int)

/// A matcher of a type of its own, as 0.3.0's `expect` and `reject` took.
private struct IsEven: MatcherConvertible {
  var matcher: Matcher<Int> { matches("is even") { $0 % 2 == 0 } }
}

@Test func `successive results and handlers`() throws {
  let counter = Stub<Int, String>(name: "counter")
  counter.on(1, returns: ["a", "b"])
  counter.on(2, answers: [{ _ in "x" }, { _ in "y" }])
  counter.on(matches { $0 > 2 }, answers: [{ _ in "big" }])
  #expect(try [1, 1, 1].map { try counter.invoke($0) } == ["a", "b", "b"])
  #expect(try [2, 2].map { try counter.invoke($0) } == ["x", "y"])
  #expect(try counter.invoke(5) == "big")
}

@Test func `tuple matchers on labeled tuples`() throws {
  let stock = Stub<Line, Bool>(name: "stock")
  stock.on(matches((equals("B"), equals(2))), return: false)
  stock.on(matches((equals("C"), equals(3)))) { line in line.quantity > 2 }
  #expect(try !stock.invoke((sku: "B", quantity: 2)))
  #expect(try stock.invoke((sku: "C", quantity: 3)))

  let orders = Recorder<Line>(name: "orders")
  orders.record((sku: "B", quantity: 2))
  let pattern = Pattern()
  pattern.expect(matches((equals("B"), equals(2))), in: orders)
  pattern.reject(matches((equals("Y"), equals(8))), in: orders)
  #expect(pattern.check().passed)
}

@Test func `reject chains, and matchers of a type of their own`() {
  let numbers = Recorder<Int>(name: "numbers")
  let other = Recorder<Int>(name: "other")
  numbers.record(2)
  let pattern = Pattern()
  pattern.expect(IsEven(), in: numbers)
  pattern.reject(7, in: numbers).watch(other)
  pattern.reject(IsEven(), in: other).watch(other)
  #expect(pattern.check().passed)

  let mock = Mock<Int>(name: "mock")
  mock.expect(IsEven())
  mock.reject(7).reject(IsEven()).record(4)
  #expect(!mock.check().passed)
}

@Test func `blocking waits`() {
  let numbers = Recorder<Int>(name: "numbers")
  numbers.record(1)
  let pattern = Pattern()
  pattern.expect(1, in: numbers)
  #expect(pattern.check(timeout: .milliseconds(10)).passed)
  #expect(pattern.verify(timeout: .milliseconds(10)).passed)
  let mock = Mock<Int>(name: "mock")
  mock.expect(1)
  mock.record(1)
  #expect(mock.check(timeout: .milliseconds(10)).passed)
  #expect(mock.verify(timeout: .milliseconds(10)).passed)
}

private protocol PriceList: Sendable {
  func price(of sku: String, quantity: Int) -> Int
  func total() -> Int
}

private final class PriceListDouble: PriceList {
  let prices = Stub<(String, Int), Int>(name: "prices", default: 0)
  let totals = Stub<Void, Int>(name: "totals", default: 0)
  func price(of sku: String, quantity: Int) -> Int { prices.answer(sku, quantity) }
  func total() -> Int { totals.answer() }
}

@Test func `answers of several arguments and of none`() {
  let double = PriceListDouble()
  double.prices.on(("SKU-1", 2), return: 500)
  #expect(double.price(of: "SKU-1", quantity: 2) == 500)
  #expect(double.total() == 0)
}

private protocol Ledger: Sendable {
  func post(_ cents: Int, _ account: String) async throws -> Bool
  func close() async throws -> Int
  func balance(_ account: String) throws -> Int
}

/// Async methods that call the stub as 0.3.0 did; and a synchronous one
/// that returns what the stub answers.
private final class LedgerDouble: Ledger {
  let posts = Stub<(Int, String), Bool>(name: "posts", default: true)
  let closes = Stub<Void, Int>(name: "closes", default: 3)
  let balances = Stub<String, Int>(name: "balances", default: 7)
  func post(_ cents: Int, _ account: String) async throws -> Bool {
    try await posts(cents, account)
  }
  func close() async throws -> Int { try await closes() }
  func balance(_ account: String) throws -> Int { return try balances(account) }
}

@Test func `async calls of a stub`() async throws {
  let ledger = LedgerDouble()
  #expect(try await ledger.post(5, "A"))
  #expect(try await ledger.close() == 3)
  #expect(try ledger.balance("A") == 7)
}

@Test func `the snapshot record mode`() {
  let mode: SnapshotRecordMode = .failed
  #expect(SnapshotRecordMode.from(environment: ["DOBBY_RECORD": "failed"]) == mode)
  #expect(SnapshotRecordMode.environmentVariable == "DOBBY_RECORD")
}

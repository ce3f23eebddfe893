import Dobby
import Testing

// Sources/Dobby/Dobby.docc/StubsAndMocks.md at 0.3.0 (commit 9b12ce0), as
// it was: the order service, its doubles and its tests.

struct Money: Equatable, Sendable {
  var cents: Int
  var currency: String
}

struct ChargeRequest: Equatable, Sendable {
  var orderID: String
  var amount: Money
}

struct Receipt: Equatable, Sendable {
  var id: String
}

enum ShipmentEvent: Equatable, Sendable {
  case packed(String)
  case shipped(String, carrier: String)
}

struct Declined: Error, Equatable {}

protocol Payments: Sendable {
  func charge(_ request: ChargeRequest) async throws -> Receipt  // async, throwing
  func refund(_ receipt: Receipt) throws  // Void, throwing
  func balance() throws -> Money  // no arguments
}

protocol Catalog: Sendable {
  func price(of sku: String, quantity: Int) -> Int  // several arguments, never fails
  func setting<T: Sendable>(_ key: String) throws -> T  // generic
}

protocol Shipping: Sendable {
  func notify(_ event: ShipmentEvent)  // Void, told only
  func track(_ orderID: String, _ carrier: String)  // Void, several arguments
}

// Each method of a double is one line: call its stub or recorder.

final class PaymentsDouble: Payments {
  let charges = Stub<ChargeRequest, Receipt>(name: "charges")
  let refunds = Stub<Receipt, Void>(name: "refunds")
  let balances = Stub<Void, Money>(name: "balances")

  func charge(_ request: ChargeRequest) async throws -> Receipt { try await charges(request) }
  func refund(_ receipt: Receipt) throws { try refunds(receipt) }
  func balance() throws -> Money { try balances() }
}

final class CatalogDouble: Catalog {
  let prices = Stub<(String, Int), Int>(name: "prices")
  let settings = Stub<String, any Sendable>(name: "settings")

  func price(of sku: String, quantity: Int) -> Int { (try? prices(sku, quantity)) ?? 0 }
  func setting<T: Sendable>(_ key: String) throws -> T { try settings(key) as! T }
}

final class ShippingDouble: Shipping {
  let events = Recorder<ShipmentEvent>(name: "events")
  let tracking = Recorder<(String, String)>(name: "tracking")

  func notify(_ event: ShipmentEvent) { events(event) }
  func track(_ orderID: String, _ carrier: String) { tracking(orderID, carrier) }
}

/// The code under test.
struct OrderService {
  let payments: any Payments
  let catalog: any Catalog
  let shipping: any Shipping

  func place(_ orderID: String, sku: String, quantity: Int) async throws -> Receipt {
    let currency: String = try catalog.setting("currency")
    let cents = catalog.price(of: sku, quantity: quantity)
    let receipt = try await payments.charge(
      ChargeRequest(orderID: orderID, amount: Money(cents: cents, currency: currency)))
    shipping.notify(.packed(orderID))
    shipping.notify(.shipped(orderID, carrier: "DHL"))
    shipping.track(orderID, "DHL")
    return receipt
  }
}

@Test func `an order is charged, packed, shipped and tracked`() async throws {
  let payments = PaymentsDouble()
  let catalog = CatalogDouble()
  let shipping = ShippingDouble()
  let service = OrderService(payments: payments, catalog: catalog, shipping: shipping)

  catalog.settings.on("currency", return: "EUR")
  catalog.prices.on(("SKU-1", 2), return: 500)  // a tuple of arguments
  payments.charges.on(any()) { _ in throw Declined() }
  // The newest matching reaction answers: euros are charged, the rest declined.
  payments.charges.on(matches(\.amount.currency, "EUR"), return: Receipt(id: "R-1"))

  let receipt = try await service.place("A-1", sku: "SKU-1", quantity: 2)
  #expect(receipt == Receipt(id: "R-1"))

  let pattern = Pattern(title: "placing an order")  // strict, ordered
  pattern.expect(
    ChargeRequest(orderID: "A-1", amount: Money(cents: 500, currency: "EUR")),
    in: payments.charges)  // a plain Equatable struct
  pattern.expect(.packed("A-1"), in: shipping.events)  // an enum case, leading dot
  pattern.expect(.shipped("A-1", carrier: "DHL"), in: shipping.events)
  pattern.expect(("A-1", "DHL"), in: shipping.tracking)  // a tuple
  pattern.watch(payments.refunds)  // strict: no refund at all
  pattern.verify()
}

@Test func `counts, key paths and all() in one unordered pattern`() {
  let shipping = ShippingDouble()
  let payments = PaymentsDouble()
  for id in ["A-1", "A-2", "A-3"] { shipping.notify(.packed(id)) }
  try? payments.refund(Receipt(id: "R-9"))  // no reaction: a Void stub answers (), and records

  let pattern = Pattern(ordered: false)
  pattern.expect(
    matches("is packed") { if case .packed = $0 { true } else { false } },
    in: shipping.events, times: 2...)  // .atLeast(2)
  pattern.expect(
    all(matches(\.id, "R-9"), matches(\.id.count, 3)), in: payments.refunds,
    times: 1)  // .exactly(1)
  pattern.reject(.shipped("A-2", carrier: "DHL"), in: shipping.events)
  pattern.verify()
}

/// A matcher helper: return `Matcher<…>`, not `some Matcher<…>` (a struct).
func shipped(by carrier: String) -> Matcher<ShipmentEvent> {
  matches("shipped by \(carrier)") {
    if case .shipped(_, let by) = $0 { by == carrier } else { false }
  }
}

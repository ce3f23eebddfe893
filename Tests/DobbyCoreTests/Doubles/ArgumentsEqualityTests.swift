import DobbyCore
import Testing

/// `Stub.on` takes a value of the stub's arguments in one form, whatever
/// the arguments are: compared with `==`, tuples element by element.
struct ArgumentsEqualityTests {
  private enum Event: Equatable, Sendable {
    case packed(String)
    case shipped(String, carrier: String)
  }

  /// A type that is not `Equatable`.
  private struct Opaque: Sendable {
    let id: Int
  }

  @Test func `plain values, enum cases and nil are compared with ==`() throws {
    let events = Stub<Event, Int>(name: "events")
    events.on(.packed("A-1"), return: 1)
    events.on(.shipped("A-1", carrier: "DHL"), return: 2)
    #expect(try events.invoke(.packed("A-1")) == 1)
    #expect(try events.invoke(.shipped("A-1", carrier: "DHL")) == 2)
    #expect(throws: UnexpectedArguments.self) { try events.invoke(.packed("A-2")) }

    let lookups = Stub<Int?, String>(name: "lookups")
    lookups.on(nil, return: "none")
    lookups.on(5, return: "five")
    #expect(try lookups.invoke(nil) == "none")
    #expect(try lookups.invoke(5) == "five")
    #expect(throws: UnexpectedArguments.self) { try lookups.invoke(6) }

    let doubles = Stub<Double, String>(name: "doubles")
    doubles.on(1, return: "one")  // an integer literal of a Double stub
    #expect(try doubles.invoke(1.0) == "one")
  }

  @Test func `tuples are compared element by element, labeled or not`() throws {
    let prices = Stub<(String, Int?), Int>(name: "prices")
    prices.on(("SKU-1", 2), return: 500)
    prices.on(("SKU-1", nil), return: 0)
    #expect(try prices.invoke(("SKU-1", 2)) == 500)
    #expect(try prices.invoke(("SKU-1", nil)) == 0)
    #expect(throws: UnexpectedArguments.self) { try prices.invoke(("SKU-1", 3)) }

    let stock = Stub<(sku: String, quantity: Int), Bool>(name: "stock")
    stock.on(("A", 1), return: true)
    #expect(try stock.invoke((sku: "A", quantity: 1)))
    #expect(stock.unusedReactions.isEmpty)
  }

  @Test func `a value's reaction is described as equals describes it`() {
    let prices = Stub<(String, Int), Int>(name: "prices")
    prices.on(("SKU-1", 2), return: 500)
    let numbers = Stub<Int, Int>(name: "numbers")
    numbers.on(7, return: 1)
    #expect(
      prices.unusedReactions.map(\.description) + numbers.unusedReactions.map(\.description) == [
        #"prices.on(== ("SKU-1", 2))"#, "numbers.on(== 7)",
      ])
  }

  @Test func `a value that is not Equatable matches nothing and says so`() {
    let opaque = Stub<Opaque, Int>(name: "opaque")
    opaque.on(Opaque(id: 1), return: 1)
    #expect(throws: UnexpectedArguments.self) { try opaque.invoke(Opaque(id: 1)) }
    #expect(
      opaque.unusedReactions.map(\.description) == [
        "opaque.on(== Opaque(id: 1) (not Equatable: pass a matcher))"
      ])
  }

  @Test func `several results answer in turn, then the last again`() throws {
    let counter = Stub<Void, Int>(name: "counter")
    counter.on((), return: 1, 2, 3)
    #expect(try (0..<5).map { _ in try counter.invoke(()) } == [1, 2, 3, 3, 3])
    let limited = Stub<Int, String>(name: "limited")
    limited.on(any(), return: "older")
    limited.on(matches { $0 > 0 }, times: 2, return: "a", "b", "c")
    #expect(try [1, 1, 1].map { try limited.invoke($0) } == ["a", "b", "older"])
  }
}

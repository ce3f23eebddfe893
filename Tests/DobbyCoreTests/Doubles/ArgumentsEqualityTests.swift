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

  /// A class whose instances are equal by their `id`.
  private final class Token: Equatable, Sendable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (left: Token, right: Token) -> Bool { left.id == right.id }
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

  @Test func `a two-element tuple matches only when both elements are equal`() throws {
    let rates = Stub<(String, Int), Int>(name: "rates")
    rates.on(("SKU-1", 2), return: 1)
    #expect(try rates.invoke(("SKU-1", 2)) == 1)
    for other in [("SKU-1", 3), ("SKU-2", 2), ("", 0), ("SKU-1\u{301}", 2)] {
      #expect(throws: UnexpectedArguments.self) { try rates.invoke(other) }
    }
  }

  @Test func `a three-element labeled tuple of optionals and enum cases is compared in place`()
    throws
  {
    let shipments = Stub<(event: Event, note: String?, weight: Double?), Int>(name: "shipments")
    shipments.on((.shipped("A-1", carrier: "DHL"), nil, 0.5), return: 1)
    shipments.on((.packed("A-1"), "fragile", nil), return: 2)
    #expect(
      try shipments.invoke((event: .shipped("A-1", carrier: "DHL"), note: nil, weight: 0.5)) == 1)
    #expect(try shipments.invoke((.packed("A-1"), "fragile", nil)) == 2)
    for other: (Event, String?, Double?) in [
      (.shipped("A-1", carrier: "UPS"), nil, 0.5), (.shipped("A-1", carrier: "DHL"), "", 0.5),
      (.shipped("A-1", carrier: "DHL"), nil, nil), (.packed("A-1"), nil, nil),
      (.packed("A-2"), "fragile", nil), (.packed("A-1"), "fragile", 0),
    ] {
      #expect(throws: UnexpectedArguments.self) { try shipments.invoke(other) }
    }
  }

  @Test func `nested tuples and the empty tuple are compared element by element`() throws {
    let moves = Stub<((Int, Int), (x: Double, y: Double), String), Bool>(name: "moves")
    moves.on(((1, 2), (0.5, -0.0), "go"), return: true)
    #expect(try moves.invoke(((1, 2), (x: 0.5, y: 0.0), "go")))  // -0.0 == 0.0
    #expect(throws: UnexpectedArguments.self) { try moves.invoke(((1, 3), (0.5, 0), "go")) }
    #expect(throws: UnexpectedArguments.self) { try moves.invoke(((1, 2), (0.5, 1), "go")) }
    let nan = Stub<(Double, Int), Bool>(name: "nan")
    nan.on((.nan, 1), return: true)
    #expect(throws: UnexpectedArguments.self) { try nan.invoke((.nan, 1)) }  // as == says
    let empty = Stub<(), Int>(name: "empty")
    empty.on((), return: 7)
    #expect(try empty.invoke(()) == 7)
  }

  @Test
  func `an element that is an existential, a class or an optional tuple is compared by its value`()
    throws
  {
    let keeps = Stub<(any Sendable, Int), Bool>(name: "keeps")
    keeps.on((5, 1), return: true)
    keeps.on(("five", 2), return: false)
    #expect(try keeps.invoke((5, 1)))
    #expect(try !keeps.invoke(("five", 2)))
    #expect(throws: UnexpectedArguments.self) { try keeps.invoke(("5", 1)) }
    #expect(throws: UnexpectedArguments.self) { try keeps.invoke((5, 2)) }

    let shared = Token(id: 1)
    let tokens = Stub<(Token, Int), Bool>(name: "tokens")
    tokens.on((Token(id: 1), 1), return: true)
    #expect(try tokens.invoke((shared, 1)))
    #expect(throws: UnexpectedArguments.self) { try tokens.invoke((Token(id: 2), 1)) }

    let spans = Stub<(Int, (Int, Opaque)?), Bool>(name: "spans")
    spans.on((1, nil), return: true)
    #expect(try spans.invoke((1, nil)))
    #expect(throws: UnexpectedArguments.self) { try spans.invoke((1, (2, Opaque(id: 3)))) }
  }

  @Test func `a tuple with an element that is not Equatable matches nothing and says so`() {
    let pairs = Stub<(Int, Opaque), Int>(name: "pairs")
    pairs.on((1, Opaque(id: 1)), return: 1)
    let nested = Stub<(String, (Int, Opaque?)), Int>(name: "nested")
    nested.on(("a", (1, Opaque(id: 2))), return: 1)
    #expect(throws: UnexpectedArguments.self) { try pairs.invoke((1, Opaque(id: 1))) }
    #expect(throws: UnexpectedArguments.self) { try nested.invoke(("a", (1, Opaque(id: 2)))) }
    #expect(
      pairs.unusedReactions.map(\.description) + nested.unusedReactions.map(\.description) == [
        "pairs.on(== (1, Opaque(id: 1)) (not Equatable: pass a matcher))",
        #"nested.on(== ("a", (1, Opaque(id: 2))) (not Equatable: pass a matcher))"#,
      ])
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

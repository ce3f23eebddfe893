import DobbyCore
import DobbyTestSupport
import Testing

/// Recorders, stubs and mocks called like functions, so that each method
/// of a hand-written double is one line.
struct CallAsFunctionTests {
  struct Receipt: Equatable, Sendable {
    var id: String
  }

  struct Declined: Error, Equatable {}

  protocol Payments: Sendable {
    func charge(_ payment: Payment) async throws -> Receipt
    func price(_ sku: String, _ quantity: Int) throws -> Double
    func refund(_ id: String) throws
    func balance() throws -> Int
    func lookup<T: Sendable>(_ key: String) throws -> T
  }

  protocol AuditLog: Sendable {
    func write(_ entry: String)
    func move(_ from: Int, _ to: Int)
    func flush()
  }

  final class PaymentsDouble: Payments {
    let charges = Stub<Payment, Receipt>(name: "charges")
    let prices = Stub<(String, Int), Double>(name: "prices")
    let refunds = Stub<String, Void>(name: "refunds")
    let balances = Stub<Void, Int>(name: "balances")
    let lookups = Stub<String, any Sendable>(name: "lookups")

    func charge(_ payment: Payment) async throws -> Receipt { try await charges.invoke(payment) }
    func price(_ sku: String, _ quantity: Int) throws -> Double { try prices(sku, quantity) }
    func refund(_ id: String) throws { try refunds(id) }
    static let balanceLine = #line + 1
    func balance() throws -> Int { try balances() }
    func lookup<T: Sendable>(_ key: String) throws -> T { try lookups(key) as! T }
  }

  final class AuditLogDouble: AuditLog {
    let entries = Recorder<String>(name: "entries")
    let moves = Recorder<(Int, Int)>(name: "moves")
    let flushes = Recorder<Void>(name: "flushes")

    static let writeLine = #line + 1
    func write(_ entry: String) { entries(entry) }
    func move(_ from: Int, _ to: Int) { moves(from, to) }
    func flush() { flushes() }
  }

  @Test func `an async throwing method answers from its stub`() async throws {
    let payments = PaymentsDouble()
    payments.charges.on(any()) { _ in throw Declined() }
    payments.charges.on(Payment(amount: 5, currency: "EUR"), return: Receipt(id: "R-1"))
    #expect(
      try await payments.charge(Payment(amount: 5, currency: "EUR")) == Receipt(id: "R-1"))
    await #expect(throws: Declined.self) {
      try await payments.charge(Payment(amount: 9, currency: "EUR"))
    }
    #expect(payments.charges.count == 2)
  }

  @Test func `several arguments are one tuple`() throws {
    let payments = PaymentsDouble()
    payments.prices.on(("SKU-1", 3), return: 28.5)
    #expect(try payments.price("SKU-1", 3) == 28.5)
    #expect(throws: UnexpectedArguments.self) { try payments.price("SKU-1", 4) }
    let pattern = Pattern()
    pattern.expect(("SKU-1", 3), in: payments.prices)
    pattern.expect(("SKU-1", 4), in: payments.prices)
    #expect(pattern.check().passed)
  }

  @Test func `a Void method answers () when no reaction matches`() throws {
    let payments = PaymentsDouble()
    payments.refunds.on("R-1") { _ in throw Declined() }
    #expect(throws: Declined.self) { try payments.refund("R-1") }
    try payments.refund("R-2")
    #expect(payments.refunds.values == ["R-1", "R-2"])
  }

  @Test func `a method without arguments calls the stub with none`() throws {
    let payments = PaymentsDouble()
    payments.balances.on(any(), return: 42)
    #expect(try payments.balance() == 42)
    #expect(payments.balances.count == 1)
  }

  @Test func `a generic method casts what its stub answers`() throws {
    let payments = PaymentsDouble()
    payments.lookups.on("limit", return: 100)
    payments.lookups.on("owner", return: "ada")
    let limit: Int = try payments.lookup("limit")
    let owner: String = try payments.lookup("owner")
    #expect(limit == 100)
    #expect(owner == "ada")
  }

  @Test func `recorders called like functions record`() {
    let log = AuditLogDouble()
    log.write("opened")
    log.move(1, 2)
    log.flush()
    #expect(log.entries.values == ["opened"])
    #expect(log.moves.values.map { [$0.0, $0.1] } == [[1, 2]])
    #expect(log.flushes.count == 1)
    let pattern = Pattern(ordered: false)
    pattern.expect("opened", in: log.entries)
    pattern.expect((1, 2), in: log.moves)
    pattern.expect(any(), in: log.flushes)
    #expect(pattern.check().passed)
  }

  @Test func `a mock called like a function records and verifies`() {
    let mailer = Mock<String>(name: "mailer")
    let pairs = Mock<(String, Int)>(name: "pairs")
    mailer.expect("welcome")
    pairs.expect(("a", 1))
    mailer("welcome")
    pairs("a", 1)
    #expect(mailer.check().passed)
    #expect(pairs.check().passed)
  }

  @Test func `the recorded call site is where the double calls its recorder`() throws {
    let log = AuditLogDouble()
    let payments = PaymentsDouble()
    payments.balances.on(any(), return: 1)
    log.write("x")
    _ = try payments.balance()
    let entry = try #require(log.entries.interactions.first)
    let balance = try #require(payments.balances.interactions.first)
    #expect(entry.callSite.fileID.hasSuffix("CallAsFunctionTests.swift"))
    #expect(entry.callSite.line == AuditLogDouble.writeLine)
    #expect(balance.callSite.line == PaymentsDouble.balanceLine)
  }

  @Test func `a forwarded call site is recorded as given`() throws {
    let entries = Recorder<String>(name: "entries")
    entries("x", fileID: "App/Caller.swift", filePath: "/src/App/Caller.swift", line: 7, column: 3)
    let prices = Stub<(String, Int), Double>(name: "prices")
    prices.on(any(), return: 1)
    _ = try prices("a", 1, fileID: "App/Caller.swift", filePath: "/src/App/Caller.swift", line: 9)
    #expect(entries.interactions.map(\.callSite.line) == [7])
    #expect(entries.interactions.map(\.callSite.column) == [3])
    #expect(prices.interactions.map(\.callSite.line) == [9])
    #expect(prices.interactions.map(\.callSite.fileID) == ["App/Caller.swift"])
  }
}

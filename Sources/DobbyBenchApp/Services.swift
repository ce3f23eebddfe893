// The protocols of the benchmark's "app": one of each shape a generated
// double answers (a synchronous void call, a value, an `async throws` call,
// a call with two arguments, a property, a generic method). Their doubles
// are generated into DobbyBenchDoubles; the mocks they race are written in
// dobby-bench.

/// Posts amounts: a synchronous call without a result (G1).
public protocol Ledger: Sendable {
  func post(_ amount: Int)
}

/// Prices items: a synchronous call with a value (G2).
public protocol PriceList: Sendable {
  func price(of sku: Int) -> Int
}

/// Charges amounts: an `async throws` call (G3).
public protocol Gateway: Sendable {
  func charge(_ amount: Int) async throws -> Int
}

/// Quotes shipping: a synchronous call with two arguments, which a
/// double's stub takes as one tuple (G6).
public protocol Shipping: Sendable {
  func rate(for sku: String, quantity: Int) -> Int
}

/// Where the app runs, and what it keeps: a property and a generic method.
public protocol Settings: Sendable {
  var region: String { get }
  func keep<Value: Sendable>(_ value: Value)
}

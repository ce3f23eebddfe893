import DobbyBenchApp
import Synchronization

// Mocks in the shape Mockolo writes them, for the user's path (G1-G6):
// a final class with a call count, an argument array and a handler
// closure per method. `Plain…Mock` is Mockolo's default (not thread-safe);
// `…Mock` is its `Sendable` variant, each method's state behind a lock
// helper, the handler called after the lock is released.

/// A lock helper as Mockolo's `Sendable` mocks use: a `Mutex` around a
/// method's state.
final class MockLock<State: Sendable>: Sendable {
  private let mutex: Mutex<State>

  init(_ state: State) { mutex = Mutex(state) }

  func withLock<R>(_ body: (inout State) -> R) -> R {
    mutex.withLock { body(&$0) }
  }
}

/// One method's state in a `Sendable` mock.
struct MockMethodState<Argument: Sendable, Handler: Sendable>: Sendable {
  var callCount = 0
  var argValues: [Argument] = []
  var handler: Handler?
}

final class LedgerMock: Ledger, Sendable {
  private let postState = MockLock(MockMethodState<Int, @Sendable (Int) -> Void>())
  var postCallCount: Int { postState.withLock { $0.callCount } }
  var postArgValues: [Int] { postState.withLock { $0.argValues } }
  var postHandler: (@Sendable (Int) -> Void)? {
    get { postState.withLock { $0.handler } }
    set { postState.withLock { $0.handler = newValue } }
  }

  func post(_ amount: Int) {
    let postHandler = postState.withLock { state in
      state.callCount += 1
      state.argValues.append(amount)
      return state.handler
    }
    if let postHandler { postHandler(amount) }
  }
}

final class PriceListMock: PriceList, Sendable {
  private let priceState = MockLock(MockMethodState<Int, @Sendable (Int) -> Int>())
  var priceCallCount: Int { priceState.withLock { $0.callCount } }
  var priceHandler: (@Sendable (Int) -> Int)? {
    get { priceState.withLock { $0.handler } }
    set { priceState.withLock { $0.handler = newValue } }
  }

  func price(of sku: Int) -> Int {
    let priceHandler = priceState.withLock { state in
      state.callCount += 1
      state.argValues.append(sku)
      return state.handler
    }
    if let priceHandler { return priceHandler(sku) }
    fatalError("priceHandler returns can't have a default value thus its handler must be set")
  }
}

final class GatewayMock: Gateway, Sendable {
  private let chargeState = MockLock(MockMethodState<Int, @Sendable (Int) async throws -> Int>())
  var chargeCallCount: Int { chargeState.withLock { $0.callCount } }
  var chargeHandler: (@Sendable (Int) async throws -> Int)? {
    get { chargeState.withLock { $0.handler } }
    set { chargeState.withLock { $0.handler = newValue } }
  }

  func charge(_ amount: Int) async throws -> Int {
    let chargeHandler = chargeState.withLock { state in
      state.callCount += 1
      state.argValues.append(amount)
      return state.handler
    }
    if let chargeHandler { return try await chargeHandler(amount) }
    fatalError("chargeHandler returns can't have a default value thus its handler must be set")
  }
}

final class ShippingMock: Shipping, Sendable {
  private let rateState = MockLock(
    MockMethodState<(sku: String, quantity: Int), @Sendable (String, Int) -> Int>())
  var rateCallCount: Int { rateState.withLock { $0.callCount } }
  var rateHandler: (@Sendable (String, Int) -> Int)? {
    get { rateState.withLock { $0.handler } }
    set { rateState.withLock { $0.handler = newValue } }
  }

  func rate(for sku: String, quantity: Int) -> Int {
    let rateHandler = rateState.withLock { state in
      state.callCount += 1
      state.argValues.append((sku, quantity))
      return state.handler
    }
    if let rateHandler { return rateHandler(sku, quantity) }
    fatalError("rateHandler returns can't have a default value thus its handler must be set")
  }
}

final class PlainLedgerMock: Ledger, @unchecked Sendable {
  // SAFETY: Mockolo's plain mock, called from one thread at a time only.
  private(set) var postCallCount = 0
  var postArgValues = [Int]()
  var postHandler: ((Int) -> Void)?

  func post(_ amount: Int) {
    postCallCount += 1
    postArgValues.append(amount)
    if let postHandler { postHandler(amount) }
  }
}

final class PlainPriceListMock: PriceList, @unchecked Sendable {
  // SAFETY: Mockolo's plain mock, called from one thread at a time only.
  private(set) var priceCallCount = 0
  var priceArgValues = [Int]()
  var priceHandler: ((Int) -> Int)?

  func price(of sku: Int) -> Int {
    priceCallCount += 1
    priceArgValues.append(sku)
    if let priceHandler { return priceHandler(sku) }
    fatalError("priceHandler returns can't have a default value thus its handler must be set")
  }
}

final class PlainGatewayMock: Gateway, @unchecked Sendable {
  // SAFETY: Mockolo's plain mock, called from one thread at a time only.
  private(set) var chargeCallCount = 0
  var chargeArgValues = [Int]()
  var chargeHandler: ((Int) async throws -> Int)?

  func charge(_ amount: Int) async throws -> Int {
    chargeCallCount += 1
    chargeArgValues.append(amount)
    if let chargeHandler { return try await chargeHandler(amount) }
    fatalError("chargeHandler returns can't have a default value thus its handler must be set")
  }
}

final class PlainShippingMock: Shipping, @unchecked Sendable {
  // SAFETY: Mockolo's plain mock, called from one thread at a time only.
  private(set) var rateCallCount = 0
  var rateArgValues = [(sku: String, quantity: Int)]()
  var rateHandler: ((String, Int) -> Int)?

  func rate(for sku: String, quantity: Int) -> Int {
    rateCallCount += 1
    rateArgValues.append((sku, quantity))
    if let rateHandler { return rateHandler(sku, quantity) }
    fatalError("rateHandler returns can't have a default value thus its handler must be set")
  }
}

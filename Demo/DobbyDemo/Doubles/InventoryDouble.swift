import Dispatch
import DobbyCore
import Synchronization

/// An inventory double that records reservations; what is available is
/// the initial stock less what was reserved.
///
/// With `raceGate` set, the first caller of `available` waits until a
/// second caller has read the stock too, reproducing a check-then-act race
/// between two threads deterministically.
final class InventoryDouble: Inventory {
  /// The reservations made: SKU and quantity.
  let reservations = Recorder<OrderLine>(name: "inventory")
  private let stock: [String: Int]
  private let raceGate: RaceGate?

  init(stock: [String: Int], racingReaders: Bool = false) {
    self.stock = stock
    raceGate = racingReaders ? RaceGate() : nil
  }

  func available(_ sku: String) -> Int {
    let reserved = reservations.values.reduce(0) { $0 + ($1.sku == sku ? $1.quantity : 0) }
    let level = (stock[sku] ?? 0) - reserved
    raceGate?.arrive()
    return level
  }

  func reserve(_ sku: String, quantity: Int) {
    reservations.record(OrderLine(sku: sku, quantity: quantity))
  }
}

/// Holds the first thread that arrives until a second one has arrived, so
/// that both have read before either acts.
final class RaceGate: Sendable {
  private let arrivals = Atomic<Int>(0)
  private let second = DispatchSemaphore(value: 0)

  func arrive() {
    switch arrivals.add(1, ordering: .sequentiallyConsistent).newValue {
    case 1: second.wait()
    case 2: second.signal()
    default: break
    }
  }
}

import Dispatch
import DobbyCore
import Foundation

extension Scenario {
  /// Two customers buy the last keyboard at once. The checkout reads the
  /// stock, then reserves it — not atomically — so when both threads read
  /// before either reserves, the keyboard is sold twice. The inventory
  /// double forces that interleaving, so the race fails every run.
  public static let oversold = Scenario(
    name: "oversold",
    summary: "two threads check out the last item at once; the unordered pattern allows one"
  ) {
    let shop = Shop(stock: ["KB-01": 1], racingReaders: true)
    let orders = ["B-2001", "B-2002"].map { id in
      Order(
        id: id, customer: "\(id.lowercased())@example.com",
        lines: [OrderLine(sku: "KB-01", quantity: 1)], total: Money(cents: 4_900, currency: "EUR"))
    }
    // One real thread per customer: the race needs both to run at once.
    let done = DispatchGroup()
    for order in orders {
      done.enter()
      Thread {
        try? shop.service.checkout(order)
        done.leave()
      }.start()
    }
    done.wait()
    let pattern = Pattern(nice: true, ordered: false, title: "CheckoutTests.lastItemSoldOnce")
    pattern.expect(
      equals(OrderLine(sku: "KB-01", quantity: 1)), in: shop.inventory.reservations,
      times: .atMost(1))
    return pattern.check()
  }
}

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
  ) { lastItem(racing: true) }

  /// The same test on a run where the scheduler let one checkout finish
  /// before the other read the stock: the second finds the keyboard sold
  /// out, and the test passes. With ``oversold``, the passing and the
  /// failing run that `dobby-tui --demo --diff` compares.
  public static let soldOnce = Scenario(
    name: "sold-once",
    summary: "the same two checkouts one after the other: the race does not happen and it passes"
  ) { lastItem(racing: false) }

  /// Two customers check out the last keyboard: at once on two threads
  /// that both read the stock before either reserves (`racing`), or one
  /// after the other.
  private static func lastItem(racing: Bool) -> VerificationReport {
    let shop = Shop(stock: ["KB-01": 1], racingReaders: racing)
    let orders = ["B-2001", "B-2002"].map { id in
      Order(
        id: id, customer: "\(id.lowercased())@example.com",
        lines: [OrderLine(sku: "KB-01", quantity: 1)], total: Money(cents: 4_900, currency: "EUR"))
    }
    if racing {
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
    } else {
      for order in orders { try? shop.service.checkout(order) }
    }
    let pattern = Pattern(nice: true, ordered: false, title: "CheckoutTests.lastItemSoldOnce")
    pattern.expect(
      equals(OrderLine(sku: "KB-01", quantity: 1)), in: shop.inventory.reservations,
      times: .atMost(1))
    return pattern.check()
  }
}

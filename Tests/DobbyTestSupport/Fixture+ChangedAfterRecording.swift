public import DobbyCore

extension Fixture {
  /// An instance changed after it was recorded: a class, so that its
  /// recorder holds the instance itself, not a copy.
  public enum ChangedAfterRecording {
    public final class Order: @unchecked Sendable {
      // SAFETY: changed only by the test's one thread.
      public var status: String
      public init(status: String) { self.status = status }
      /// A new instance with the same status, for a recorder that copies.
      public func copy() -> Order { Order(status: status) }
    }

    /// A nice pattern that expects a paid order, over two orders recorded
    /// as `new` and `pending`, the second then paid: it passes, and its
    /// report names step 2 as changed after it was recorded.
    public static func report() -> VerificationReport {
      let orders = Recorder<Order>(name: "orders")
      let order = Order(status: "pending")
      orders.record(Order(status: "new"))
      orders.record(order)
      order.status = "paid"
      let pattern = Pattern(nice: true)
      pattern.expect(matches("is paid") { $0.status == "paid" }, in: orders)
      return pattern.check()
    }
  }
}

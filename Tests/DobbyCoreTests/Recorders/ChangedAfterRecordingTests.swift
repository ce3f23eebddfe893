import DobbyCore
import DobbyTestSupport
import Testing

/// A class instance changed after it was recorded: the report names it,
/// and a recorder that copies what it records verifies what was recorded.
struct ChangedAfterRecordingTests {
  typealias Order = Fixture.ChangedAfterRecording.Order

  @Test func `an instance changed after it was recorded is named in the report`() {
    let report = Fixture.ChangedAfterRecording.report()
    #expect(report.passed)
    #expect(report.changedAfterRecording.map(\.step) == [2])
    #expect(report.timeline[1].summary == #"Order(status: "pending")"#)
    #expect(
      report.plainText.contains(
        #"note: #2 Order changed after it was recorded: now Order(status: "paid"); verdicts read its current state"#
      ))
  }

  @Test func `a recorder that copies verifies what was recorded`() {
    let orders = Recorder<Order>(name: "orders", copying: { $0.copy() })
    let order = Order(status: "pending")
    orders.record(order)
    order.status = "paid"
    let pattern = Pattern()
    pattern.expect(matches("is pending") { $0.status == "pending" }, in: orders)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.changedAfterRecording.isEmpty)
    #expect(orders.values[0].status == "pending")
  }

  @Test func `an unchanged instance is not named`() {
    let orders = Recorder<Order>(name: "orders")
    orders.record(Order(status: "pending"))
    let pattern = Pattern()
    pattern.expect(matches("is pending") { $0.status == "pending" }, in: orders)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.changedAfterRecording.isEmpty)
    #expect(!report.plainText.contains("note:"))
  }
}

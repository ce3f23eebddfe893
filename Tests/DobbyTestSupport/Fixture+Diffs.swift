public import DobbyCore

// Pairs of runs of one checkout test for comparisons: orders and mails
// recorded from fixed call sites, verified by a strict ordered pattern.
extension Fixture {
  /// One interaction of `CheckoutTests.race`: an order placed or a mail sent.
  public enum RaceEvent: Sendable, Hashable {
    case order(String)
    case mail(String)
  }

  /// The passing run: six orders and two mails.
  public static let raceEvents: [RaceEvent] = [
    .order("A-1"), .order("A-2"), .mail("receipt"), .order("A-3"), .order("A-4"),
    .order("A-5"), .mail("done"), .order("A-6"),
  ]

  /// Records `events` and verifies them against `expected` (the events,
  /// by default), each expectation set up at line 20 + its position and
  /// each event recorded at line 40 + its position.
  public static func race(_ events: [RaceEvent], expecting expected: [RaceEvent]? = nil)
    -> VerificationReport
  {
    let orders = Recorder<String>(name: "orders")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(title: "CheckoutTests.race")
    for (offset, event) in (expected ?? events).enumerated() {
      switch event {
      case .order(let id):
        Site.checkout.expect(id, in: orders, on: pattern, line: UInt(20 + offset))
      case .mail(let text):
        Site.checkout.expect(text, in: mailer, on: pattern, line: UInt(20 + offset))
      }
    }
    for (offset, event) in events.enumerated() {
      switch event {
      case .order(let id): Site.checkout.record(id, in: orders, line: UInt(40 + offset))
      case .mail(let text): Site.checkout.record(text, in: mailer, line: UInt(40 + offset))
      }
    }
    return pattern.check()
  }

  /// The five pairs every comparison test covers, by name: `identical`,
  /// `changed` (`A-4` became `A-9`), `inserted` (a newsletter after the
  /// receipt), `deleted` (no `A-5`), `pattern` (the second run's pattern
  /// expects `bye` where the first expects `done`).
  public static func racePair(_ name: String) -> (VerificationReport, VerificationReport) {
    var events = raceEvents
    var expected = raceEvents
    switch name {
    case "changed": events[4] = .order("A-9")
    case "inserted": events.insert(.mail("newsletter"), at: 3)
    case "deleted": events.remove(at: 5)
    case "pattern": expected[6] = .mail("bye")
    default: break
    }
    return (race(raceEvents), race(events, expecting: expected))
  }

  /// A run of a pricing test whose stub has reactions for 1 and 2, set up
  /// at lines 10 and 11 and called with `calls` from line 40 on; a nice
  /// pattern expects the call of 1 and that every reaction answers. Called
  /// with `[1, 2]` it passes; with `[1]`, the reaction for 2 is unused.
  public static func pricing(calls: [Int]) -> VerificationReport {
    let pricing = Stub<Int, Int>(name: "pricing")
    for (offset, argument) in [1, 2].enumerated() {
      pricing.on(
        argument, return: argument * 10, fileID: Site.checkout.fileID,
        filePath: Site.checkout.filePath,
        line: UInt(10 + offset), column: Site.checkout.column)
    }
    for (offset, argument) in calls.enumerated() {
      _ = try? pricing.invoke(
        argument, fileID: Site.checkout.fileID, filePath: Site.checkout.filePath,
        line: UInt(40 + offset),
        column: Site.checkout.column)
    }
    let pattern = Pattern(nice: true, title: "PricingTests.prices")
    pattern.expect(
      equals(1), in: pricing, fileID: Site.checkout.fileID, filePath: Site.checkout.filePath,
      line: 20,
      column: Site.checkout.column)
    pattern.expectUsed(pricing)
    return pattern.check()
  }

  /// The names of the pairs.
  public static let racePairs = ["identical", "changed", "inserted", "deleted", "pattern"]
}

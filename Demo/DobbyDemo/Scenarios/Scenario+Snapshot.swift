import DobbyCore

extension Scenario {
  /// A characterisation of a correct checkout: no pattern, only the
  /// merged timeline of the four doubles, which its test compares with
  /// the snapshot checked in beside it
  /// (`Tests/DobbyDemoTests/__Snapshots__/ScenarioSnapshotTests/`). Not
  /// one of ``Scenarios/all``: it has no verdict of its own.
  public static let checkoutSnapshot = Scenario(
    name: "checkout-snapshot",
    summary: "what a correct checkout does, kept as a snapshot that every later run must match"
  ) {
    let shop = Shop()
    try? shop.service.checkout(sampleOrder)
    let pattern = Pattern(nice: true, title: "CheckoutTests.checkoutSnapshot")
    pattern.watch(shop.inventory.reservations).watch(shop.payments.charges)
      .watch(shop.mailer.sent).watch(shop.audit.events)
    return pattern.check()
  }
}

import DobbyCore

extension Scenario {
  /// An actor renews a subscription through an async billing provider
  /// that takes the charge but answers too late; the renewal retries and
  /// bills the customer twice. The report's `called from:` names the
  /// retry loop's `await` in `RenewalService.renew(account:cents:)`, past
  /// the double and across the suspension.
  public static let chargedTwice = Scenario(
    name: "charged-twice",
    summary: "an actor retries an async charge that timed out after it was taken: billed twice"
  ) {
    let billing = BillingProviderDouble()
    let service = RenewalService(billing: billing)
    _ = try? await service.renew(account: "acct-7", cents: 999)
    let pattern = Pattern(title: "RenewalTests.aSlowChargeIsBilledOnce")
    pattern.expect(matches((equals(999), equals("acct-7"))), in: billing.charges)
    return pattern.check()
  }
}

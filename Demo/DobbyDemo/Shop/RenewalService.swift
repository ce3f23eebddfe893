/// Bills a subscription's renewal through an async payment provider.
protocol BillingProvider: Sendable {
  /// Charges `cents` to `account`; returns the charge's id.
  func charge(_ cents: Int, account: String) async throws -> String
}

/// Why the provider did not answer in time.
struct BillingTimeout: Error, Equatable {}

/// Renews subscriptions: an actor, so that two renewals of one account
/// never interleave. Its defect: it retries a charge that timed out,
/// although the provider may have taken the first one, so a slow answer
/// bills the customer twice.
actor RenewalService {
  let billing: any BillingProvider
  /// How often a charge is tried at most.
  let attempts: Int

  init(billing: any BillingProvider, attempts: Int = 2) {
    self.billing = billing
    self.attempts = attempts
  }

  /// Charges the renewal of `account`'s plan; returns the charge's id.
  func renew(account: String, cents: Int) async throws -> String {
    var failure: any Error = BillingTimeout()
    for _ in 0..<attempts {
      do {
        return try await billing.charge(cents, account: account)
      } catch let timeout as BillingTimeout {
        failure = timeout
      }
    }
    throw failure
  }
}

import DobbyCore

/// An async billing provider double: it suspends as a network call does,
/// records every charge, and answers the first one with a timeout after
/// taking it, as a slow provider does.
final class BillingProviderDouble: BillingProvider {
  /// The charges requested, amount and account.
  let charges = Recorder<(Int, String)>(name: "billing")
  private let answers = Stub<Int, String>(name: "billing answers")

  init() {
    answers.on(any()) { attempt in "ch_\(attempt)" }
    answers.on(equals(1)) { _ in throw BillingTimeout() }
  }

  func charge(_ cents: Int, account: String) async throws -> String {
    await Task.yield()
    charges.record((cents, account))
    return try await answers.invoke(charges.values.count)
  }
}

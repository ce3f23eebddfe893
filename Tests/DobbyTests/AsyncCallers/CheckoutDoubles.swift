import Dobby

/// Doubles for the async caller tests, in a file of their own: reports
/// must name `CheckoutFlow.swift`, never this file.
final class LedgerDouble: Ledger {
  let posts = Recorder<Int>(name: "ledger")
  func post(_ cents: Int) { posts.record(cents) }
}

/// Records as soon as it is called.
final class ImmediateGatewayDouble: Gateway {
  let charges = Recorder<Int>(name: "gateway")
  func charge(_ cents: Int) async throws { charges.record(cents) }
}

/// Suspends before it records, so it runs again on whatever thread the
/// executor resumes it on.
final class AwaitingGatewayDouble: Gateway {
  let charges = Recorder<Int>(name: "gateway")
  func charge(_ cents: Int) async throws {
    await Task.yield()
    charges.record(cents)
  }
}

/// Answers through a stub.
final class StubGatewayDouble: Gateway {
  let charges = Stub<Int, Void>(name: "gateway")
  init() { charges.on(any(), return: ()) }
  func charge(_ cents: Int) async throws { try await charges.invoke(cents) }
}

import DobbyCore
import Testing

/// Eventual verification returns as soon as its verdict can no longer
/// change, keeps waiting while a later interaction could still make it
/// pass, and says how its wait ended.
struct EventualVerificationTests {
  /// A pattern already failed for good: strict, with an unexpected call.
  func unrecoverable() -> (Pattern, Recorder<Int>) {
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    payments.record(2)
    return (pattern, payments)
  }

  @Test func `an unrecoverable interaction ends a long wait at once, naming it`() async {
    let (pattern, _) = unrecoverable()
    let report = await pattern.check(within: .seconds(30))
    #expect(report.timedOut?.ending == .final(step: 1))
    #expect((report.timedOut?.milliseconds ?? .max) < 30_000)
    #expect(report.waitSummary?.hasPrefix("gave up after ") == true)
    #expect(report.waitSummary?.hasSuffix(" ms: #1 payments(2) can no longer be undone") == true)
    // Without `await` (a synchronous closure), the blocking form.
    let blocking = { pattern.check(within: .seconds(30)) }()
    #expect(blocking.timedOut?.ending == .final(step: 1))
  }

  @Test func `an interaction that arrives during the wait and cannot be undone ends it`() async {
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments, times: .atLeast(1))
    pattern.expect(5, in: payments)
    let waiting = Task { await pattern.check(within: .seconds(30)) }
    payments.record(1)
    payments.record(9)
    let report = await waiting.value
    #expect(report.timedOut?.ending == .final(step: 2))
  }

  @Test func `a pattern that a later interaction could still pass waits until the deadline`() {
    // Nice ordered [0, 1] against [1, 0]: the 1 came before its turn and
    // was ignored; a later 1 passes. Strict ordered [at least one 1, 5]
    // against [5]: a second 5 passes.
    let early = Recorder<Int>(name: "early")
    let nice = Pattern(nice: true)
    nice.expect(0, in: early)
    nice.expect(1, in: early)
    early.record(1)
    early.record(0)
    let late = Recorder<Int>(name: "late")
    let strict = Pattern()
    strict.expect(any(), in: late, times: .atLeast(1))
    strict.expect(5, in: late)
    late.record(5)
    for pattern in [nice, strict] {
      let report = pattern.check(within: .milliseconds(30))
      #expect(report.timedOut == Timeout(milliseconds: 30, startTick: report.timedOut!.startTick))
      #expect(report.waitSummary == "timed out after 30 ms")
    }
    late.record(5)
    #expect(strict.check(within: .milliseconds(30)).passed)
  }

  @Test func `a cancelled wait returns, saying it was cancelled`() async {
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern(nice: true)
    pattern.expect(1, in: payments)
    let started = AsyncStream<Void>.makeStream()
    let waiting = Task {
      started.continuation.finish()
      // Far: the waiting task may wait long for a thread of the pool.
      return await pattern.check(within: .seconds(600))
    }
    for await _ in started.stream {}
    waiting.cancel()
    let report = await waiting.value
    #expect(report.timedOut?.ending == .cancelled)
    #expect((report.timedOut?.milliseconds ?? .max) < 600_000)
    #expect(report.waitSummary?.hasPrefix("cancelled after ") == true)
  }
}

import DobbyTestSupport
import Synchronization
import Testing

@testable import DobbyCore

/// Any `Duration` is a deadline: none overflows or is printed wrong, a long
/// wait says once what it waits for, and a cancelled task ends its wait.
struct WaitDeadlineTests {
  /// A pattern that waits for one `1` on `payments`.
  private func waiting() -> (Pattern, Recorder<Int>) {
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    return (pattern, payments)
  }

  @Test func `the longest durations are accepted by both waits`() async {
    let (pattern, payments) = waiting()
    payments.record(2)
    for duration in [Duration.seconds(Int64.max), .seconds(Int64.min), .zero] {
      #expect(blocking(pattern, duration).timedOut != nil)
      #expect(await pattern.check(within: duration).timedOut != nil)
    }
    let (passing, numbers) = waiting()
    numbers.record(1)
    #expect(blocking(passing, .seconds(Int64.max)).passed)
    #expect(await passing.check(within: .seconds(Int64.max)).passed)
  }

  @Test(arguments: [
    (Duration.seconds(Int64.max), Int.max),
    (.seconds(300 * 365 * 86_400), 9_460_800_000_000),
    (.seconds(Int64.min), 0),
    (.milliseconds(1) / 1_000, 1),
  ])
  func `milliseconds saturate and round up`(duration: Duration, milliseconds: Int) {
    #expect(Timeout.milliseconds(duration) == milliseconds)
  }

  @Test func `a blocking wait of centuries ends when its task is cancelled`() async {
    let (pattern, _) = waiting()
    // Cancelled before or while it waits: either way it ends at once,
    // and holds no thread of the pool for long.
    let task = Task.detached { blocking(pattern, .seconds(300 * 365 * 86_400)) }
    task.cancel()
    let report = await task.value
    #expect(report.timedOut?.ending == .cancelled)
    #expect(report.waitSummary?.hasPrefix("cancelled after ") == true)
  }

  @Test func `an async wait of Int64.max seconds ends when its task is cancelled`() async {
    let (pattern, _) = waiting()
    let started = AsyncStream<Void>.makeStream()
    let task = Task {
      started.continuation.finish()
      return await pattern.check(within: .seconds(Int64.max))
    }
    for await _ in started.stream {}
    task.cancel()
    #expect(await task.value.timedOut?.ending == .cancelled)
  }

  /// The notes a wait of 600 s makes, told to speak after 1 ms; the note
  /// records the call the pattern waits for, which ends the wait. The
  /// deadline is far: the note's timer needs a thread of the pool, which
  /// blocking tests running beside this one may hold for a minute or more.
  private func notes(_ wait: @Sendable (Pattern) async -> VerificationReport) async -> (
    notes: [String], passed: Bool
  ) {
    let notes = Mutex<[String]>([])
    let (pattern, payments) = waiting()
    let report = await WaitNote.$after.withValue(.milliseconds(1)) {
      await WaitNote.$sink.withValue({ note in
        notes.withLock { $0.append(note) }
        payments.record(1)
      }) {
        await wait(pattern)
      }
    }
    return (notes.withLock { $0 }, report.passed)
  }

  @Test func `a long wait says once what it still waits for and how long is left`() async {
    let blocked = await notes { blocking($0, .seconds(600)) }
    let waiting = await notes { await $0.check(within: .seconds(600)) }
    for (notes, passed) in [blocked, waiting] {
      #expect(passed)
      #expect(notes.count == 1)
      let note = notes.first ?? ""
      #expect(
        note.hasPrefix(
          "dobby: still waiting for DOBBY-E004 unfulfilled: E1 payments == 1 expected once,"
            + " matched 0 times; "))
      #expect(note.hasSuffix(" s left of 600 s"))
    }
  }

  @Test func `a short wait says nothing`() async {
    let notes = Mutex<[String]>([])
    let (pattern, _) = waiting()
    WaitNote.$sink.withValue({ note in notes.withLock { $0.append(note) } }) {
      _ = blocking(pattern, .milliseconds(20))
    }
    #expect(notes.withLock { $0 }.isEmpty)
  }
}

/// The blocking `check(within:)`: Swift picks it in a synchronous function,
/// where there is no `await`.
private func blocking(_ pattern: Pattern, _ duration: Duration) -> VerificationReport {
  pattern.check(within: duration)
}

import Dobby
import Foundation
import XCTest

/// The child side of `XCTestOffThreadTests`' late task test: run in a child process
/// (``ChildTestRun``), each of its first two tests starts a `Task` it does
/// not await, which records and verifies a failing pattern while the next
/// test runs; run any other way, it does nothing. The first test is the
/// process's first: it runs in a scope from its start as the second does,
/// since XCTest's observation starts as the process loads.
final class PlainLateTaskChildProcess: XCTestCase {
  private static let gates = (AsyncStream<Void>.makeStream(), AsyncStream<Void>.makeStream())
  nonisolated(unsafe) private static var late: [Task<Void, Never>] = []
  /// The first test's pattern, which its task verifies.
  nonisolated(unsafe) private static var first: Pattern?

  private var isChild: Bool { ChildTestRun.isChild(Self.self) }

  func test1StartsATaskThatVerifiesLate() {
    guard isChild else { return }
    let audit = Recorder<String>(name: "audit")
    // Started before the test's first pattern, as a test's first line
    // may start one.
    Self.startLate(after: Self.gates.0.stream) {
      audit.record("late")
      Self.first?.verify()
    }
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    Self.first = pattern
  }

  func test2RunsWhileTheFirstVerifiesAndStartsATaskThatRecordsLate() {
    guard isChild else { return }
    Self.gates.0.continuation.finish()
    Self.awaitLate(0)
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern()
    pattern.expect("receipt", in: mailer)
    Self.startLate(after: Self.gates.1.stream) {
      mailer.record("spam")
      pattern.verify()
    }
  }

  func test3RunsWhileTheSecondRecordsAndVerifies() {
    guard isChild else { return }
    Self.gates.1.continuation.finish()
    Self.awaitLate(1)
  }

  /// Starts a `Task`, which the test does not await, that runs `work`
  /// once `gate` finishes; ``awaitLate(_:)`` waits for it by its index.
  private static func startLate(
    after gate: AsyncStream<Void>, _ work: @escaping @Sendable () -> Void
  ) {
    late.append(
      Task {
        for await _ in gate {}
        work()
      })
  }

  /// Blocks the test's thread until the late task `index` is done.
  private static func awaitLate(_ index: Int) {
    let task = late[index]
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      await task.value
      done.signal()
    }
    done.wait()
  }
}

import Dispatch
import Foundation
import Synchronization
import Testing

@testable import DobbyCore

/// The project's one lock gives its state to one thread at a time, and a
/// thread that finds it held waits, then gets it.
struct LockTests {
  /// What the threads of a test write under the lock: whether one of them
  /// is inside, whether two ever were, and how many entered.
  struct Visits: Sendable {
    var inside = false
    var overlapped = false
    var count = 0
  }

  @Test func `threads that contend for the lock enter it one at a time, every one of them`() {
    let lock = Lock(Visits())
    let threads = 8
    let perThread = 20_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<perThread {
        lock.withLock { visits in
          if visits.inside { visits.overlapped = true }
          visits.inside = true
          visits.count += 1
          visits.inside = false
        }
      }
    }
    let visits = lock.withLock { $0 }
    #expect(visits.count == threads * perThread)
    #expect(!visits.overlapped)
    lock._checkInvariants(held: false)
  }

  // The word, and its mark of a waiting thread, are the Linux lock's.
  #if os(Linux)
    @Test func `a thread that finds the lock held waits until it is given back`() {
      let lock = Lock([String]())
      let holding = DispatchSemaphore(value: 0)
      let done = DispatchSemaphore(value: 0)
      let sawWaiter = Mutex(false)
      DispatchQueue.global().async {
        lock.withLock { order in
          holding.signal()
          // Held until the waiter has marked the word as waited on (2),
          // which it does only once it found the lock held, before it sleeps;
          // for 5 s at the most.
          var waited = 0
          while !lock._isWaitedOn && waited < 5_000 {
            Thread.sleep(forTimeInterval: 0.001)
            waited += 1
          }
          sawWaiter.withLock { $0 = lock._isWaitedOn }
          order.append("holder")
        }
        done.signal()
      }
      holding.wait()
      DispatchQueue.global().async {
        lock.withLock { $0.append("waiter") }
        done.signal()
      }
      done.wait()
      done.wait()
      #expect(sawWaiter.withLock { $0 })
      #expect(lock.withLock { $0 } == ["holder", "waiter"])
      lock._checkInvariants(held: false)
    }
  #endif

  @Test func `the lock is held inside its body and free after it`() {
    let lock = Lock(0)
    lock.withLock { _ in lock._checkInvariants(held: true) }
    lock._checkInvariants(held: false)
  }

  @Test func `a body that throws gives the lock back`() throws {
    struct Failure: Error {}
    let lock = Lock(0)
    #expect(throws: Failure.self) {
      try lock.withLock { _ in throw Failure() }
    }
    lock._checkInvariants(held: false)
    #expect(
      lock.withLock { state in
        state += 1
        return state
      } == 1)
  }
}

import Foundation

/// Production code for the async caller tests: every way Swift code calls
/// a collaborator from async code. Each route calls a synchronous
/// collaborator (`Ledger`) and an asynchronous one (`Gateway`) on lines of
/// its own, which the tests read.
protocol Gateway: Sendable {
  func charge(_ cents: Int) async throws
}

protocol Ledger: Sendable {
  func post(_ cents: Int)
}

struct CheckoutFlow: Sendable {
  let gateway: any Gateway
  let ledger: any Ledger

  func plain(_ cents: Int) async throws {
    ledger.post(cents)
    try await gateway.charge(cents)
  }

  func deep(_ cents: Int) async throws {
    try await validated(cents)
  }

  func validated(_ cents: Int) async throws {
    try await priced(cents)
  }

  func priced(_ cents: Int) async throws {
    ledger.post(cents)
    try await gateway.charge(cents)
  }

  func inTask(_ cents: Int) async throws {
    try await Task {
      ledger.post(cents)
      try await gateway.charge(cents)
    }.value
  }

  func inDetachedTask(_ cents: Int) async throws {
    try await Task.detached {
      ledger.post(cents)
      try await gateway.charge(cents)
    }.value
  }

  func inGroup(_ cents: Int) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        ledger.post(cents)
        try await gateway.charge(cents)
      }
      try await group.waitForAll()
    }
  }

  func inAsyncLet(_ cents: Int) async throws {
    async let posted: Void = ledger.post(cents)
    async let charged: Void = gateway.charge(cents)
    _ = try await (posted, charged)
  }

  @MainActor func onMainActor(_ cents: Int) async throws {
    ledger.post(cents)
    try await gateway.charge(cents)
  }
}

actor CheckoutCounter {
  let gateway: any Gateway
  let ledger: any Ledger

  init(gateway: any Gateway, ledger: any Ledger) {
    self.gateway = gateway
    self.ledger = ledger
  }

  func settle(_ cents: Int) async throws {
    ledger.post(cents)
    try await gateway.charge(cents)
  }
}

extension CheckoutFlow {
  func onExecutor(_ cents: Int, _ executor: SingleThreadExecutor) async throws {
    try await Task(executorPreference: executor) {
      ledger.post(cents)
      try await gateway.charge(cents)
    }.value
  }
}

/// A task executor with one thread of its own, as a service might run its
/// work on.
final class SingleThreadExecutor: TaskExecutor, @unchecked Sendable {
  // SAFETY: `jobs` is only read and written while `condition` is locked.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init() {
    Thread { [self] in
      while true {
        condition.lock()
        while jobs.isEmpty { condition.wait() }
        let job = jobs.removeFirst()
        condition.unlock()
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  static let shared = SingleThreadExecutor()
}

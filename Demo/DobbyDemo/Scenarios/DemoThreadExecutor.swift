import Foundation

/// A task executor with one thread of its own: the async scenarios run on
/// it, so that a synchronous scenario can wait for them without holding a
/// thread of the shared pool, which runs the tests that call it.
final class DemoThreadExecutor: TaskExecutor, @unchecked Sendable {
  // SAFETY: `jobs` is only read and written while `condition` is locked.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init() {
    let thread = Thread { [unowned self] in self.runJobs() }
    thread.name = "dobby-demo executor"
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Runs the jobs enqueued, one at a time, for the life of the process.
  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// The executor the async scenarios share.
  static let shared = DemoThreadExecutor()
}

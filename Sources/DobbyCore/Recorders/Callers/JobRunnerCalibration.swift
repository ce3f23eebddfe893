import CDobbyFrames

/// Where the Swift runtime's job runner and its entry points are, learnt by
/// running one task through each entry point, so that a frame walk knows
/// the frame of a resumed async function (Linux; on Darwin the frame
/// carries a mark of its own).
///
/// Each task runs at once on the calling thread, on an executor that runs
/// its jobs where they are enqueued, so learning needs no other thread and
/// never waits: the first frame walk of the process does it, once
/// (`dobby_job_runner_range`). Its body calls `dobby_job_runner_calibrate`,
/// which reads where the frames above it return.
enum JobRunnerCalibration {
  /// Runs each job it is given at once, through `entry`.
  final class InlineExecutor: SerialExecutor, TaskExecutor {
    let entry: dobby_job_entry

    init(entry: dobby_job_entry) { self.entry = entry }

    func enqueue(_ job: consuming ExecutorJob) {
      switch entry {
      case dobby_job_entry_task_executor:
        job.runSynchronously(on: asUnownedTaskExecutor())
      case dobby_job_entry_serial_and_task_executor:
        job.runSynchronously(
          isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
      default:
        job.runSynchronously(on: asUnownedSerialExecutor())
      }
    }
  }

  /// Runs one task through each entry point: each has ended when `run`
  /// returns.
  static func run() {
    let entries = [
      dobby_job_entry_serial_executor, dobby_job_entry_task_executor,
      dobby_job_entry_serial_and_task_executor,
    ]
    for entry in entries {
      let executor = InlineExecutor(entry: entry)
      Task.detached(executorPreference: executor) { _ = dobby_job_runner_calibrate(entry) }
      withExtendedLifetime(executor) {}
    }
  }
}

/// Called once by `CDobbyFrames` before the first frame walk (Linux).
@c(dobby_job_runner_run_calibration)
func runJobRunnerCalibration() {
  JobRunnerCalibration.run()
}

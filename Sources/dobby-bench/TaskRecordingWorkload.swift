import DobbyCore
import Foundation
import Synchronization

// MARK: W1 in a task: recording from async code

/// W1 from async code: `count` records on one fresh recorder from an
/// async function two awaits below a task's closure, so that each capture
/// follows the chain of async contexts past the frame the executor
/// resumed. Blocks the calling thread until the task is done.
func recordInTaskOurs(_ count: Int) -> Seconds {
  let recorder = Recorder<Int>(name: "w1-task")
  let result = Mutex<Seconds>(0)
  let done = DispatchSemaphore(value: 0)
  Task {
    let seconds = await recordAfterAwaiting(recorder, count)
    result.withLock { $0 = seconds }
    done.signal()
  }
  done.wait()
  return result.withLock { $0 }
}

/// Records `count` values after a suspension, as a production method of
/// an actor or service does once it was resumed.
private func recordAfterAwaiting(_ recorder: Recorder<Int>, _ count: Int) async -> Seconds {
  await Task.yield()
  return await recordingLoop(recorder, count)
}

private func recordingLoop(_ recorder: Recorder<Int>, _ count: Int) async -> Seconds {
  await Task.yield()
  return timed {
    for value in 0..<count { recorder.record(value) }
  }
}

/// One workload for a profiler (`valgrind --tool=callgrind`, `perf
/// record`): `dobby-bench --profile W3 100000 [REPETITIONS]` sets it up
/// once and runs it REPETITIONS times (default 1), printing the median.
/// `B…` runs the baseline's side.
enum Profile {
  static let flag = "--profile"

  /// Runs `workload` at `count` and returns the measured time, or nil for
  /// an unknown workload.
  static func run(_ workload: String, count: Int, repetitions: Int) -> Seconds? {
    let body: () -> Seconds
    var cleanUp = {}
    switch workload {
    case "W1": body = { recordOurs(count) }
    case "W1off": body = { recordOurs(count, capturesCallers: false) }
    case "B1": body = { recordBaseline(count) }
    case "W2": body = { recordTwoThreadsOurs(count) }
    case "W3":
      let pattern = verificationSetUp(count, ordered: true)
      body = { verify(pattern) }
    case "W3n":
      let pattern = verificationSetUp(count, ordered: true, strict: false)
      body = { verify(pattern) }
    case "B3":
      let pattern = verificationSetUpBaseline(count, ordered: true)
      body = { verify(pattern) }
    case "W4":
      let pattern = verificationSetUp(count, ordered: false)
      body = { verify(pattern) }
    case "B4":
      let pattern = verificationSetUpBaseline(count, ordered: false)
      body = { verify(pattern) }
    case "W5":
      let recording = RecordingWorkload(count: count)
      body = recording.ours
    case "B5":
      let recording = RecordingWorkload(count: count)
      body = recording.baseline
    case "W6":
      let frames = FrameWorkload(count: count)
      body = frames.ours
    case "W8":
      let open = OpenWorkload(count: count)
      body = open.ours
      cleanUp = open.removeFile
    case "W9", "W9c":
      let diff = DiffWorkload(count: count)
      if workload == "W9" { body = { diff.ours() } } else { body = { diff.compareOnly() } }
      cleanUp = diff.removeFiles
    case "P1", "J2":
      let listed = DirectoryWorkload(count: count)
      if workload == "P1" {
        body = { listed.pickerFirstFrame() }
      } else {
        body = { listed.junit() }
      }
      cleanUp = listed.removeFiles
    case "W4a":
      let pattern = adversarialSetUp(count).0
      body = { verify(pattern) }
    case "W7":
      body = OverlapWorkload(expectations: 4, interactions: count).ours
    case "W10":
      let pattern = EdgeWorkload.equalityChain(count)
      body = { verify(pattern) }
    case "W10c":
      let pattern = EdgeWorkload.anyChain(count)
      body = { verify(pattern) }
    default: return nil
    }
    defer { cleanUp() }
    return median((0..<max(1, repetitions)).map { _ in body() })
  }
}

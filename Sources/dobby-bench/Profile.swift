/// One workload, run once without a warm-up, for a profiler
/// (`valgrind --tool=callgrind`, `perf record`):
/// `dobby-bench --profile W3 100000`. `B…` runs the baseline's side.
enum Profile {
  static let flag = "--profile"

  /// Runs `workload` at `count` and returns the measured time, or nil for
  /// an unknown workload.
  static func run(_ workload: String, count: Int) -> Seconds? {
    switch workload {
    case "W1": return recordOurs(count)
    case "B1": return recordBaseline(count)
    case "W2": return recordTwoThreadsOurs(count)
    case "W3": return verify(verificationSetUp(count, ordered: true))
    case "B3": return verify(verificationSetUpBaseline(count, ordered: true))
    case "W4": return verify(verificationSetUp(count, ordered: false))
    case "B4": return verify(verificationSetUpBaseline(count, ordered: false))
    case "W4a": return verify(adversarialSetUp(count).0)
    default: return nil
    }
  }
}

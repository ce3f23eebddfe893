import DobbyBenchApp
import DobbyBenchDoubles
import DobbyCore

/// One workload for a profiler (`valgrind --tool=callgrind`, `perf
/// record`): `dobby-bench --profile W3 100000 [REPETITIONS]` sets it up
/// once and runs it REPETITIONS times (default 1), printing the median;
/// W3, W3n, W4, B3 and B4 set up a fresh pattern (untimed) for each.
/// `B…` runs the baseline's side.
enum Profile {
  static let flag = "--profile"

  /// A workload set up at a count: what to time, and what to remove after.
  typealias SetUp = (body: () -> Seconds, cleanUp: () -> Void)

  /// Sets up a workload at a count.
  typealias Making = @Sendable (Int) -> SetUp

  /// The workloads by name, in the order the usage line lists them: the
  /// one table both `run` and the usage line read.
  static let workloads: [(name: String, make: Making)] = [
    ("W1", { count in ({ recordOurs(count) }, {}) }),
    ("W1task", { count in ({ recordInTaskOurs(count) }, {}) }),
    ("W1off", { count in ({ recordOurs(count, capturesCallers: false) }, {}) }),
    ("S1", { count in ({ stubCallOurs(count) }, {}) }),
    ("W2", { count in ({ recordTwoThreadsOurs(count) }, {}) }),
    ("W3", { count in fresh { verificationSetUp(count, ordered: true) } }),
    ("W3n", { count in fresh { verificationSetUp(count, ordered: true, strict: false) } }),
    ("W4", { count in fresh { verificationSetUp(count, ordered: false) } }),
    ("W4a", { count in timing(adversarialSetUp(count).0) }),
    ("W5", { count in (RecordingWorkload(count: count).ours, {}) }),
    ("W6", { count in (FrameWorkload(count: count).ours, {}) }),
    ("W7", { count in (OverlapWorkload(expectations: 4, interactions: count).ours, {}) }),
    ("W8", files(OpenWorkload.ours)),
    ("W9", files(DiffWorkload.ours)),
    ("W9c", files(DiffWorkload.compareOnly)),
    ("SN1", files(SnapshotWorkload.matching)),
    ("SN1d", files(SnapshotWorkload.differing)),
    ("K1", { count in ({ KeyLatencyWorkload.slowestKey(.largeValue(bytes: count)) }, {}) }),
    ("K1s", { count in ({ KeyLatencyWorkload.slowestKey(.largeStruct(fields: count)) }, {}) }),
    ("K1e", { count in ({ KeyLatencyWorkload.slowestKey(.largeExplanation(bytes: count)) }, {}) }),
    ("K1o", { count in ({ KeyLatencyWorkload.opening(.largeValue(bytes: count)) }, {}) }),
    ("K1so", { count in ({ KeyLatencyWorkload.opening(.largeStruct(fields: count)) }, {}) }),
    ("K1eo", { count in ({ KeyLatencyWorkload.opening(.largeExplanation(bytes: count)) }, {}) }),
    ("K2", { count in ({ KeyLatencyWorkload.largeDiff(steps: count) }, {}) }),
    ("W10", { count in timing(EdgeWorkload.equalityChain(count)) }),
    ("W10c", { count in timing(EdgeWorkload.anyChain(count)) }),
    ("P1", files(DirectoryWorkload.pickerFirstFrame)),
    ("J2", files(DirectoryWorkload.junit)),
    ("G1", { count in ({ userPathCalls(count, DoubledCheckout.make) { $0.postAll($1) } }, {}) }),
    (
      "G1m",
      { count in ({ userPathCalls(count, MockedCheckout.sendable) { $0.postAll($1) } }, {}) }
    ),
    ("G2", { count in ({ userPathCalls(count, DoubledCheckout.make) { _ = $0.total($1) } }, {}) }),
    (
      "G2m",
      { count in ({ userPathCalls(count, MockedCheckout.sendable) { _ = $0.total($1) } }, {}) }
    ),
    ("G3", { count in ({ UserPathWorkload.chargeAll(count, DoubledCheckout.make) }, {}) }),
    ("G3m", { count in ({ UserPathWorkload.chargeAll(count, MockedCheckout.sendable) }, {}) }),
    (
      "G4",
      { count in ({ UserPathWorkload.checkTimed(DoubledCheckout.unordered(count)) }, {}) }
    ),
    ("G4m", { count in ({ MockedCheckout.sortedCompare(count, sendable: true) }, {}) }),
    (
      "G5",
      { count in ({ UserPathWorkload.checkTimed(DoubledCheckout.ordered(count, across: 8)) }, {}) }
    ),
    (
      "G6",
      { count in
        ({ userPathCalls(count, DoubledCheckout.make) { _ = $0.shippingTotal($1) } }, {})
      }
    ),
    (
      "G6m",
      { count in
        ({ userPathCalls(count, MockedCheckout.sendable) { _ = $0.shippingTotal($1) } }, {})
      }
    ),
    ("B1", { count in ({ recordBaseline(count) }, {}) }),
    ("B3", { count in freshBaseline { verificationSetUpBaseline(count, ordered: true) } }),
    ("B4", { count in freshBaseline { verificationSetUpBaseline(count, ordered: false) } }),
    ("B5", { count in (RecordingWorkload(count: count).baseline, {}) }),
  ]

  /// The workloads' names, for the usage line.
  static var names: [String] { workloads.map(\.name) }

  /// Runs `workload` at `count` and returns the measured time, or nil for
  /// an unknown workload.
  static func run(_ workload: String, count: Int, repetitions: Int) -> Seconds? {
    guard let make = workloads.first(where: { $0.name == workload })?.make else { return nil }
    let (body, cleanUp) = make(count)
    defer { cleanUp() }
    return median((0..<max(1, repetitions)).map { _ in body() })
  }

  /// Timing `count` calls of the user's path on a checkout `make` makes.
  private static func userPathCalls(
    _ count: Int, _ make: () -> Checkout, _ body: (Checkout, Int) -> Void
  ) -> Seconds {
    let app = make()
    return timed { body(app, count) }
  }

  /// Timing `body` of a workload set up at the count, whose files are
  /// removed after the last repetition.
  private static func files<W: FileWorkload>(
    _ body: @escaping @Sendable (W) -> () -> Seconds
  ) -> Making {
    { count in
      let workload = W(count: count)
      return (body(workload), workload.removeFiles)
    }
  }

  /// Timing `verify` of a pattern that is set up.
  private static func timing(_ pattern: Pattern) -> SetUp { ({ verify(pattern) }, {}) }

  /// Timing the first `check()` of a pattern set up afresh (untimed) for
  /// each repetition, as W3 and W4 are in the full run.
  private static func fresh(_ makePattern: @escaping () -> Pattern) -> SetUp {
    ({ verifyFresh(makePattern) }, {})
  }

  /// The same for the seed design's pattern.
  private static func freshBaseline(_ makePattern: @escaping () -> SeedPattern) -> SetUp {
    ({ verifyFresh(makePattern) }, {})
  }
}

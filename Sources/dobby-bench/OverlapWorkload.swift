import DobbyCore

/// W7: ordered verification of overlapping bounded expectations: `k`
/// expectations `any()` × `between(0...n)` on one recorder of `n`
/// interactions. Every interaction may go to any of the expectations still
/// open, so the replay's state set is as large as it gets for a pattern
/// with no minimum: one state per expectation.
struct OverlapWorkload {
  let pattern: Pattern
  let count: Int

  init(expectations k: Int, interactions n: Int) {
    let recorder = Recorder<Int>(name: "overlap")
    for value in 0..<n { recorder.record(value) }
    pattern = Pattern(strict: true, ordered: true)
    for _ in 0..<k { pattern.expect(any(), in: recorder, times: .between(0...n)) }
    count = n
  }

  /// Times one `check()`, which must pass.
  func ours() -> Seconds { verify(pattern) }

  /// The sizes of a run: the budgets' cases (2 × 1,000,000 and 8 × 100,000)
  /// and the growth series of 4 expectations.
  static func cases(quick: Bool) -> (budgets: [(k: Int, n: Int)], growth: [Int]) {
    quick
      ? ([(2, 100_000), (8, 10_000)], [10_000, 100_000])
      : ([(2, 1_000_000), (8, 100_000)], [10_000, 100_000, 1_000_000])
  }
}

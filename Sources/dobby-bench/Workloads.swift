import DobbyCore
import Foundation

/// The workload sizes of a run: the full sizes the Performance article
/// reports, or smaller ones for a smoke run (`--quick`).
struct Sizes {
  var records: Int
  var interactions: Int
  var growth: [Int]
  var adversarial: Int
  var repetitions: Int
  var memoryProbe: Int
  /// W8's interactions: the size of recording the `inspect:` command's
  /// first screen is budgeted at (under 2 s).
  var opening: Int
  /// P1's recordings in a directory, and J2's counts.
  var directory: Int = 10_000
  var junit: [Int] = [1_250, 2_500, 5_000, 10_000]

  static let full = Sizes(
    records: 1_000_000, interactions: 100_000, growth: [10_000, 100_000, 1_000_000],
    adversarial: 2_000, repetitions: 5, memoryProbe: 1_000_000, opening: 200_000)
  static let quick = Sizes(
    records: 100_000, interactions: 10_000, growth: [10_000, 100_000], adversarial: 500,
    repetitions: 3, memoryProbe: 100_000, opening: 20_000, directory: 1_000,
    junit: [250, 500, 1_000])
}

// MARK: W1, W2: recording

/// W1: `count` records on one fresh recorder, one thread, made as a
/// user's test makes it: `Recorder<Int>()`, every argument its default
/// (the caller's frames captured), or with `capturesCallers: false`.
func recordOurs(_ count: Int, capturesCallers: Bool = true) -> Seconds {
  let recorder = capturesCallers ? Recorder<Int>() : Recorder<Int>(capturesCallers: false)
  return timed {
    for value in 0..<count { recorder.record(value) }
  }
}

func recordBaseline(_ count: Int) -> Seconds {
  let recorder = SeedRecorder<Int>(name: "w1")
  return timed {
    for value in 0..<count { recorder.record(value) }
  }
}

/// W2: `count` records split over two threads, one fresh recorder each;
/// the wall time from the start signal until both have finished.
func recordOnTwoThreads(_ count: Int, _ record: @escaping @Sendable (Int, Int) -> Void)
  -> Seconds
{
  let ready = DispatchGroup()
  let done = DispatchGroup()
  let start = DispatchSemaphore(value: 0)
  for thread in 0..<2 {
    ready.enter()
    done.enter()
    Thread {
      ready.leave()
      start.wait()
      record(thread, count / 2)
      done.leave()
    }.start()
  }
  ready.wait()
  return timed {
    start.signal()
    start.signal()
    done.wait()
  }
}

func recordTwoThreadsOurs(_ count: Int) -> Seconds {
  let recorders = [Recorder<Int>(name: "w2a"), Recorder<Int>(name: "w2b")]
  return recordOnTwoThreads(count) { thread, share in
    let recorder = recorders[thread]
    for value in 0..<share { recorder.record(value) }
  }
}

func recordTwoThreadsBaseline(_ count: Int) -> Seconds {
  let recorders = [SeedRecorder<Int>(name: "w2a"), SeedRecorder<Int>(name: "w2b")]
  return recordOnTwoThreads(count) { thread, share in
    let recorder = recorders[thread]
    for value in 0..<share { recorder.record(value) }
  }
}

// MARK: W3, W4: verification

/// `count` interactions with the values `0..<count`, round-robin across 8
/// recorders, and a pattern with one equality expectation per interaction,
/// in recording order: what a user's test writes, recorders with their
/// default arguments (callers captured), `Pattern(ordered:)` (or
/// `Pattern(nice: true, ordered:)`) and `expect(equals(value), in:)`.
func verificationSetUp(_ count: Int, ordered: Bool, strict: Bool = true) -> Pattern {
  let recorders = (0..<8).map { _ in Recorder<Int>() }
  for value in 0..<count { recorders[value % 8].record(value) }
  let pattern = strict ? Pattern(ordered: ordered) : Pattern(nice: true, ordered: ordered)
  for value in 0..<count { pattern.expect(equals(value), in: recorders[value % 8]) }
  return pattern
}

/// Times the first `check()` of a pattern that `makePattern` sets up
/// (untimed), as a test checks a pattern once; it must pass. Checking one
/// pattern again and again reads data already in the caches and memory the
/// previous check left mapped, and measured less than a user's test gets.
func verifyFresh(_ makePattern: () -> Pattern) -> Seconds {
  verify(makePattern())
}

func verifyFresh(_ makePattern: () -> SeedPattern) -> Seconds {
  verify(makePattern())
}

func verificationSetUpBaseline(_ count: Int, ordered: Bool) -> SeedPattern {
  let recorders = (0..<8).map { SeedRecorder<Int>(name: "r\($0)") }
  for value in 0..<count { recorders[value % 8].record(value) }
  let pattern = SeedPattern(ordered: ordered)
  for value in 0..<count { pattern.expect(value, in: recorders[value % 8]) }
  return pattern
}

/// Times one `check()`, which must pass.
func verify(_ pattern: Pattern) -> Seconds {
  var passed = false
  let seconds = timed { passed = pattern.check().passed }
  precondition(passed, "the benchmark's pattern failed verification")
  return seconds
}

func verify(_ pattern: SeedPattern) -> Seconds {
  var failures: [String] = []
  let seconds = timed { failures = pattern.check() }
  precondition(failures.isEmpty, "the baseline's pattern failed: \(failures.prefix(3))")
  return seconds
}

/// The adversarial unordered case: `count` interactions on one recorder and
/// `count` `any()` expectations, every one of which accepts every
/// interaction.
func adversarialSetUp(_ count: Int) -> (Pattern, SeedPattern) {
  let recorder = Recorder<Int>(name: "adversarial")
  let seedRecorder = SeedRecorder<Int>(name: "adversarial")
  for value in 0..<count {
    recorder.record(value)
    seedRecorder.record(value)
  }
  let pattern = Pattern(strict: true, ordered: false)
  let seed = SeedPattern(ordered: false)
  for _ in 0..<count {
    pattern.expect(any(), in: recorder)
    seed.expectAny(in: seedRecorder)
  }
  return (pattern, seed)
}

import Foundation

/// How long one repetition of a workload took.
typealias Seconds = Double

/// Runs `body` once and returns how long it took on the monotonic clock.
func timed(_ body: () -> Void) -> Seconds {
  let start = ContinuousClock.now
  body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// The median of `samples` (the mean of the middle two for an even count).
func median(_ samples: [Double]) -> Double {
  precondition(!samples.isEmpty, "no samples to take the median of")
  let sorted = samples.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Runs `ours` and `baseline` alternately, after one warm-up of each, and
/// returns the median of each's repetitions.
///
/// Each closure runs one repetition, sets up what it needs, and returns the
/// time of the measured part only.
func interleaved(
  repetitions: Int, ours: () -> Seconds, baseline: () -> Seconds
) -> (ours: Seconds, baseline: Seconds) {
  _ = ours()
  _ = baseline()
  var oursSamples: [Seconds] = []
  var baselineSamples: [Seconds] = []
  for _ in 0..<repetitions {
    oursSamples.append(ours())
    baselineSamples.append(baseline())
  }
  return (median(oursSamples), median(baselineSamples))
}

/// Runs `ours` once to warm up, then `repetitions` times, and returns the
/// median.
func repeated(repetitions: Int, _ ours: () -> Seconds) -> Seconds {
  _ = ours()
  return median((0..<repetitions).map { _ in ours() })
}

/// A figure in the unit of its line: nanoseconds per operation or
/// milliseconds.
enum Unit: String {
  case nanosecondsPerOperation = "ns/op"
  case milliseconds = "ms"

  func value(_ seconds: Seconds, operations: Int) -> Double {
    switch self {
    case .nanosecondsPerOperation: seconds * 1e9 / Double(operations)
    case .milliseconds: seconds * 1e3
    }
  }
}

/// Formats a figure with three significant digits or more.
func figure(_ value: Double) -> String {
  value >= 100 ? String(format: "%.0f", value) : String(format: "%.3g", value)
}

/// One result line: `W<n> <name> ours=… baseline=… unit=… speedup=…`.
func line(
  _ workload: String, _ name: String, ours: Seconds, baseline: Seconds, unit: Unit,
  operations: Int
) -> String {
  let o = unit.value(ours, operations: operations)
  let b = unit.value(baseline, operations: operations)
  return "\(workload) \(name) ours=\(figure(o)) baseline=\(figure(b)) unit=\(unit.rawValue) "
    + "speedup=\(figure(b / o))"
}

/// One result line of a workload without a baseline, in milliseconds:
/// `W<n> <name> ours=… baseline=n/a unit=ms speedup=n/a`.
func line(_ workload: String, _ name: String, ours: Seconds) -> String {
  "\(workload) \(name) ours=\(figure(ours * 1e3)) baseline=n/a unit=ms speedup=n/a"
}

/// A field of `/proc/self/status` in kibibytes (`VmHWM`, `VmRSS`), or nil
/// where the file is not available.
func statusKilobytes(_ field: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for row in status.split(separator: "\n") where row.hasPrefix(field + ":") {
    return Int(row.dropFirst(field.count + 1).filter(\.isNumber))
  }
  return nil
}

/// Writes one line to standard output at once (not buffered until exit), so
/// a long run shows its progress.
func emit(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

import DobbyCore
import DobbyRecording
import Foundation

/// J1: `dobby-tui --format json` on a saved recording of `count`
/// interactions: load the file, write the report's JSON document to
/// standard output. Run in a fresh process, so that its peak resident set
/// is its own; the budget is under 1 s and under 3× the file's size.
enum JSONFormatWorkload {
  static let flag = "--json-probe"

  /// The recording's interactions: a struct with three fields each, across
  /// four recorders, every hundredth one unexpected.
  static func report(count: Int) -> VerificationReport {
    let site = CallSite(
      fileID: "ShopTests/OrderTests.swift", filePath: "/src/Tests/ShopTests/OrderTests.swift",
      line: 42, column: 5)
    var mismatches: [Mismatch] = []
    var timeline: [TimelineEntry] = []
    timeline.reserveCapacity(count)
    for step in 0..<count {
      let verdict: Verdict
      if step % 100 == 99 {
        verdict = .mismatch(mismatches.count)
        mismatches.append(Mismatch(kind: .unexpected, step: TimelineStep(index: step)))
      } else {
        verdict = .matched(expectation: ExpectationID(index: step % 4))
      }
      let value = ValueTree(
        kind: .struct, typeName: "Order",
        children: [
          .init(label: "id", value: ValueTree(kind: .scalar, typeName: "Int", text: "\(step)")),
          .init(label: "item", value: ValueTree(kind: .string, typeName: "String", text: "sushi")),
          .init(label: "paid", value: ValueTree(kind: .scalar, typeName: "Bool", text: "true")),
        ])
      timeline.append(
        TimelineEntry(
          step: TimelineStep(index: step), timestamp: UInt64(step + 1), recorder: step % 4,
          index: step / 4,
          value: value, callSite: site, verdict: verdict))
    }
    return VerificationReport(
      title: "OrderTests.many", mode: PatternMode(strict: true, ordered: false),
      clockCut: UInt64(count),
      recorders: (0..<4).map { RecorderSummary(id: $0, name: "orders\($0)", valueType: "Order") },
      expectations: (0..<4).map {
        ExpectationRecord(
          id: ExpectationID(index: $0), kind: .expect, recorder: $0, matcher: "any()",
          cardinality: .atLeast(1),
          callSite: site, matchCount: count / 4)
      },
      timeline: timeline, mismatches: mismatches, firstDivergence: mismatches.first?.step,
      passed: false)
  }

  /// Saves a recording of `count` interactions, runs the probe on it in a
  /// child process, and returns the result line. With `DOBBY_BENCH_KEEP`
  /// set, the recording stays in the temporary directory, for profiling
  /// `--json-probe FILE` alone.
  static func measure(count: Int) -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dobby-bench-json-\(ProcessInfo.processInfo.processIdentifier).dobby.jsonl")
    defer {
      if ProcessInfo.processInfo.environment["DOBBY_BENCH_KEEP"] == nil {
        try? FileManager.default.removeItem(at: file)
      }
    }
    do {
      try report(count: count).save(to: file)
    } catch {
      return "J1 format-json n=\(count) failed to save: \(error)"
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return "J1 format-json n=\(count) n/a (no /proc/self/exe)" }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: executable)
    child.arguments = [flag, file.path]
    let output = Pipe()
    child.standardOutput = output
    do { try child.run() } catch { return "J1 format-json n=\(count) n/a (\(error))" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard child.terminationStatus == 0, fields.count == 4 else {
      return "J1 format-json n=\(count) n/a (the probe failed)"
    }
    let (seconds, cpu, peak, start) = (fields[0], fields[1], fields[2] * 1024, fields[3] * 1024)
    let mib = { (bytes: Double) in figure(bytes / 1_048_576) }
    return "J1 format-json n=\(count) ours=\(figure(seconds * 1e3)) unit=ms "
      + "(process cpu \(figure(cpu * 1e3)) ms) "
      + "file=\(mib(Double(size))) MiB peak-rss=\(mib(peak)) MiB "
      + "(\(figure(peak / Double(max(size, 1))))x the file; "
      + "\(figure((peak - start) / Double(max(size, 1))))x over the process at start) "
      + "budget: < 1000 ms, < 3x"
  }

  /// Runs in the child, as `dobby-tui --format json FILE` does: loads the
  /// recording and writes its JSON to standard output (here: counted and
  /// dropped). Prints the seconds, the process's CPU seconds (which a busy
  /// machine inflates less), its peak RSS and its RSS at start (KiB).
  static func run(path: String) {
    let start = statusKilobytes("VmRSS") ?? 0
    var written = 0
    let seconds = timed {
      guard let recording = try? RecordingFile(contentsOf: URL(fileURLWithPath: path)) else {
        preconditionFailure("the recording did not load")
      }
      recording.writeJSON { written += $0.count }
    }
    precondition(written > 0, "no JSON was written")
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let cpu = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) * 1e-6 }
    let processSeconds = cpu(usage.ru_utime) + cpu(usage.ru_stime)
    print("\(seconds) \(processSeconds) \(statusKilobytes("VmHWM") ?? 0) \(start)")
  }
}

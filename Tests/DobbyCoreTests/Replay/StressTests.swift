import DobbyCore
import Foundation
import Synchronization
import Testing

/// Recording, setting up expectations and verifying all at once, from many
/// threads: every report must be a consistent snapshot at its clock cut.
struct StressTests {
  /// What one report replayed, kept for checking after the run.
  struct Observed: Sendable {
    var cut: UInt64
    var recorders: [String]
    var steps: [(recorder: String, index: Int, timestamp: UInt64)]
  }

  @Test func `16 recording threads and a verifying thread see consistent snapshots`() {
    let recorders = (0..<8).map { Recorder<Int>(name: "r\($0)") }
    let perThread = 2_000
    let finished = Atomic<Int>(0)
    let observed = Mutex<[Observed]>([])
    let group = DispatchGroup()

    for thread in 0..<16 {
      group.enter()
      Thread {
        for value in 0..<perThread { recorders[thread % 8].record(thread * perThread + value) }
        finished.add(1, ordering: .sequentiallyConsistent)
        group.leave()
      }.start()
    }
    group.enter()
    Thread {
      let pattern = Pattern(nice: true, ordered: false)
      var checks = 0
      while finished.load(ordering: .sequentiallyConsistent) < 16 || checks < 5 {
        // Expectations are added while other threads record.
        pattern.expect(any(), in: recorders[checks % 8], times: .atLeast(0))
        let report = pattern.check()
        let names = report.recorders.map(\.name)
        observed.withLock {
          $0.append(
            Observed(
              cut: report.clockCut, recorders: names,
              steps: report.timeline.map { (names[$0.recorder], $0.index, $0.timestamp) }))
        }
        checks += 1
      }
      group.leave()
    }.start()
    group.wait()

    let all = recorders.map { ($0.name, $0.interactions.map(\.timestamp)) }
    let reports = observed.withLock { $0 }
    #expect(reports.count >= 5)
    #expect(recorders.reduce(0) { $0 + $1.count } == 16 * perThread)
    for report in reports {
      let replayed = Set(report.recorders)
      #expect(Set(report.steps.map(\.recorder)).isSubset(of: replayed))
      // Exactly the interactions of the replayed recorders up to the cut.
      let expected = all.filter { replayed.contains($0.0) }.flatMap { name, stamps in
        stamps.enumerated().filter { $0.element <= report.cut }.map {
          (recorder: name, index: $0.offset, timestamp: $0.element)
        }
      }.sorted { $0.timestamp < $1.timestamp }
      #expect(report.steps.count == expected.count)
      let matches = zip(report.steps, expected).allSatisfy {
        $0.recorder == $1.recorder && $0.index == $1.index && $0.timestamp == $1.timestamp
      }
      #expect(matches, "a report at cut \(report.cut) differs from the recorders' contents")
      #expect(report.steps.allSatisfy { $0.timestamp <= report.cut })
    }
  }
}

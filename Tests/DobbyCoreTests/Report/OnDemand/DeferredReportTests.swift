import DobbyCore
import Foundation
import Synchronization
import Testing

/// A passing `check()` formats nothing: values and matcher descriptions are
/// made when a report is read, and then read the same as if made at once.
struct DeferredReportTests {
  /// Counts how often its mirror is asked for (how often it is described).
  struct Probe: Equatable, Hashable, Sendable, CustomReflectable {
    static let mirrors = Atomic<Int>(0)
    var id: Int

    var customMirror: Mirror {
      Self.mirrors.add(1, ordering: .relaxed)
      return Mirror(self, children: ["id": id])
    }
  }

  @Test func `a passing check describes no value and no matcher`() {
    let recorder = Recorder<Probe>(name: "probes")
    let described = Mutex(0)
    let pattern = Pattern(ordered: false)
    for id in 0..<50 {
      recorder.record(Probe(id: id))
      pattern.expect(
        Matcher(
          {
            described.withLock { $0 += 1 }; return "probe \(id)"
          }(),
          test: { $0 == Probe(id: id) }),
        in: recorder)
    }
    let before = Probe.mirrors.load(ordering: .relaxed)
    let report = pattern.check()
    #expect(report.passed)
    #expect(described.withLock { $0 } == 0)
    #expect(Probe.mirrors.load(ordering: .relaxed) == before)
    // Read, they are made once each.
    #expect(report.expectations[3].matcher == "probe 3")
    #expect(report.expectations[3].matcher == "probe 3")
    #expect(described.withLock { $0 } == 1)
    _ = report.timeline[7].value
    #expect(Probe.mirrors.load(ordering: .relaxed) > before)
  }

  @Test func `a deferred report equals one built from its parts`() {
    let numbers = Recorder<Int>(name: "numbers")
    let words = Recorder<String>(name: "words")
    numbers.record(1)
    words.record("a")
    numbers.record(2)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    pattern.expect("b", in: words)
    pattern.expect(2, in: numbers)
    let report = pattern.check()
    let rebuilt = VerificationReport(
      title: report.title, mode: report.mode, clockCut: report.clockCut,
      recorders: report.recorders, expectations: report.expectations, timeline: report.timeline,
      mismatches: report.mismatches, firstDivergence: report.firstDivergence,
      passed: report.passed)
    #expect(rebuilt == report)
    #expect(report.expectations.map(\.matcher) == ["== 1", #"== "b""#, "== 2"])
    #expect(Set(report.expectations).count == 3)
    #expect(report.expectations[1].hashValue == rebuilt.expectations[1].hashValue)
    var changed = rebuilt
    changed.timeline[2].value = ValueTree(kind: .scalar, typeName: "Int", text: "4")
    #expect(changed != report)
  }

  @Test func `setting the timeline or an expectation's matcher replaces the deferred one`() {
    let numbers = Recorder<Int>()
    numbers.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    var report = pattern.check()
    report.expectations[0].matcher = "custom"
    report.timeline[0].verdict = .ignored
    #expect(report.expectations[0].matcher == "custom")
    #expect(report.timeline.map(\.verdict) == [.ignored])
  }
}

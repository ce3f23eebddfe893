import DobbyCore
import Testing

/// A hand-written recorder, as a user would write one: it keeps its calls in
/// its own storage and conforms to `ValueRecording`.
final class CallLog: ValueRecording, @unchecked Sendable {
  // Test-only type: accessed from one thread.
  private var entries: [(Interaction, String)] = []
  let name = "call log"

  func log(_ call: String, line: UInt = #line) {
    let site = CallSite(line: line)
    entries.append((Interaction(timestamp: LogicalClock.tick(), callSite: site), call))
  }

  var interactions: [Interaction] { entries.map(\.0) }
  var values: [String] { entries.map(\.1) }
}

struct InteractionRecordingTests {
  @Test func `a user recorder takes part in the timeline and snapshots`() {
    let log = CallLog()
    let recorder = Recorder<Int>(name: "numbers")
    log.log("open")
    recorder.record(1)
    log.log("close")
    let cut = LogicalClock.now
    log.log("late")

    let steps = Array(Timeline([log, recorder]))
    #expect(steps.map(\.lane) == [0, 1, 0, 0])
    #expect(steps.map(\.index) == [0, 0, 1, 2])

    let snapshot = log.snapshot(through: cut)
    #expect(snapshot.values == ["open", "close"])
    #expect(log.observeRecords {} == nil)
  }
}

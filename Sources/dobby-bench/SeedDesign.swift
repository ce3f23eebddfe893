import Dispatch

// The seed design that `dobby-bench` measures Dobby against (the Performance article),
// rebuilt here so that both run in the same process. It is deliberately the
// old shape: a clock and recorders guarded by concurrent queues with barrier
// writes, values formatted at record time, and a verification that scans
// the pending expectations for every interaction. Nothing here is used by
// the library.

/// The seed's process-wide clock: a counter behind a concurrent queue,
/// incremented with a barrier.
final class SeedClock: @unchecked Sendable {
  // SAFETY: `counter` is only touched inside barrier blocks on `queue`.
  static let shared = SeedClock()

  private let queue = DispatchQueue(label: "seed.clock", attributes: .concurrent)
  private var counter: UInt64 = 0

  func tick() -> UInt64 {
    queue.sync(flags: .barrier) {
      counter += 1
      return counter
    }
  }
}

/// The seed's recorder: entries behind the recorder's own concurrent queue,
/// each value formatted with `String(describing:)` when it is recorded.
final class SeedRecorder<Value>: @unchecked Sendable {
  // SAFETY: `entries` is written only in barrier blocks on `queue` and read
  // only in `sync` blocks on it.
  struct Entry {
    var timestamp: UInt64
    var value: Value
    var description: String
    var file: StaticString
    var line: UInt
  }

  let name: String
  private let queue: DispatchQueue
  private var entries: [Entry] = []

  init(name: String) {
    self.name = name
    queue = DispatchQueue(label: "seed.recorder.\(name)", attributes: .concurrent)
  }

  func record(_ value: Value, file: StaticString = #fileID, line: UInt = #line) {
    let description = String(describing: value)
    queue.sync(flags: .barrier) {
      entries.append(
        Entry(
          timestamp: SeedClock.shared.tick(), value: value, description: description,
          file: file, line: line))
    }
  }

  var recorded: [Entry] { queue.sync { entries } }
}

/// The seed's pattern: expectations in a list; verification merges the
/// recorders by sorting and, for each interaction, scans the pending
/// expectations for the first that accepts it.
final class SeedPattern {
  struct Expectation {
    var recorder: ObjectIdentifier
    var description: String
    var matches: (Any) -> Bool
  }

  struct Recorded {
    var recorder: ObjectIdentifier
    var timestamp: UInt64
    var value: Any
    var description: String
  }

  let ordered: Bool
  private var expectations: [Expectation] = []
  private var sources: [ObjectIdentifier: () -> [Recorded]] = [:]

  init(ordered: Bool) { self.ordered = ordered }

  func expect<Value: Equatable>(_ expected: Value, in recorder: SeedRecorder<Value>) {
    let id = ObjectIdentifier(recorder)
    expectations.append(
      Expectation(
        recorder: id, description: "== \(String(describing: expected))",
        matches: { ($0 as? Value) == expected }))
    join(recorder)
  }

  func expectAny<Value>(in recorder: SeedRecorder<Value>) {
    let id = ObjectIdentifier(recorder)
    expectations.append(Expectation(recorder: id, description: "any()", matches: { _ in true }))
    join(recorder)
  }

  private func join<Value>(_ recorder: SeedRecorder<Value>) {
    let id = ObjectIdentifier(recorder)
    sources[id] = {
      recorder.recorded.map {
        Recorded(
          recorder: id, timestamp: $0.timestamp, value: $0.value, description: $0.description)
      }
    }
  }

  /// The failures, as lines of text; empty when the pattern passed.
  func check() -> [String] {
    var merged = sources.values.flatMap { $0() }
    merged.sort { $0.timestamp < $1.timestamp }
    var pending = expectations
    var failures: [String] = []
    for step in merged {
      let found = pending.firstIndex {
        $0.recorder == step.recorder && $0.matches(step.value)
      }
      guard let found else {
        failures.append("unexpected: \(step.description)")
        continue
      }
      if ordered && found != 0 {
        failures.append("out of order: \(step.description), due \(pending[0].description)")
      }
      pending.remove(at: found)
    }
    for expectation in pending { failures.append("unfulfilled: \(expectation.description)") }
    return failures
  }
}

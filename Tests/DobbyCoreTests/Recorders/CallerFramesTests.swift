import DobbyCore
import Foundation
import Testing

/// The return addresses a recorder captures, and how a report resolves
/// them into callers.
struct CallerFramesTests {
  @Test func `frames keep up to their capacity of addresses, innermost first`() {
    #expect(CallerFrames([3, 2, 1]).addresses == [3, 2, 1])
    let many = Array(UInt(1)...UInt(20))
    #expect(CallerFrames(many).addresses == Array(many.prefix(CallerFrames.capacity)))
    #expect(CallerFrames().isEmpty && CallerFrames().addresses.isEmpty)
    #expect(CallerFrames([7, 8]) == CallerFrames([7, 8]))
    #expect(CallerFrames([7, 8]) != CallerFrames([7, 9]))
    #expect(Set([CallerFrames([1]), CallerFrames([1]), CallerFrames([2])]).count == 2)
  }

  @Test func `a report resolves each distinct call path once, and only what was captured`() {
    let captured = Recorder<Int>(name: "captured")
    let plain = Recorder<Int>(name: "plain", capturesCallers: false)
    for value in 0..<3 { captured.record(value) }
    plain.record(9)
    let report = Pattern(nice: true).watch(captured).watch(plain).check()
    let calls = ResolveCount()
    let resolved = report.resolvingCallers { frames in
      calls.add()
      return Caller(function: "depth \(frames.addresses.count)", callSite: nil)
    }
    let callers = resolved.timeline.map(\.caller)
    #expect(callers[0...2].allSatisfy { $0?.function.hasPrefix("depth ") == true })
    #expect(callers[3] == nil)
    #expect(calls.count == 1, "three records from one loop share one call path")
    #expect(report.timeline.allSatisfy { $0.caller == nil }, "check() itself names no caller")
  }

  @Test func `a record keeps its caller's frames when its copy records on the same thread`() {
    // A record reads its frames where the thread keeps its last capture;
    // the copy below captures again on the same thread before the outer
    // record appends.
    let inner = Recorder<Int>(name: "inner")
    let outer = Recorder<Int>(
      name: "outer",
      copying: { value in
        inner.record(value)
        return value
      })
    let plain = Recorder<Int>(name: "plain")
    Self.record(1, into: outer, then: plain)
    let report = Pattern(nice: true).watch(outer).watch(inner).watch(plain).check()
      .resolvingCallers { frames in
        Caller(
          function: frames.addresses.map { String($0, radix: 16) }.joined(separator: " "),
          callSite: nil)
      }
    let addresses = Dictionary(
      uniqueKeysWithValues: report.timeline.map { entry in
        (
          report.recorders[entry.recorder].name,
          entry.caller?.function.split(separator: " ") ?? []
        )
      })
    let (outerFrames, innerFrames, plainFrames) =
      (addresses["outer"] ?? [], addresses["inner"] ?? [], addresses["plain"] ?? [])
    #expect(outerFrames.count == CallerFrames.capacity)
    // Both records come from one function: past the return into it, the
    // same callers.
    #expect(outerFrames.dropFirst(2) == plainFrames.dropFirst(2))
    #expect(innerFrames != outerFrames, "the copy's own record is deeper in the stack")
  }

  /// Records `value` into `first`, then into `second`, from this frame.
  @inline(never)
  private static func record(_ value: Int, into first: Recorder<Int>, then second: Recorder<Int>) {
    first.record(value)
    second.record(value)
  }
}

/// Counts calls from a `@Sendable` closure.
private final class ResolveCount: @unchecked Sendable {
  // SAFETY: `calls` is only read and written under `lock`.
  private let lock = NSLock()
  private var calls = 0

  func add() { lock.withLock { calls += 1 } }
  var count: Int { lock.withLock { calls } }
}

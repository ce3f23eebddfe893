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
}

/// Counts calls from a `@Sendable` closure.
private final class ResolveCount: @unchecked Sendable {
  // SAFETY: `calls` is only read and written under `lock`.
  private let lock = NSLock()
  private var calls = 0

  func add() { lock.withLock { calls += 1 } }
  var count: Int { lock.withLock { calls } }
}

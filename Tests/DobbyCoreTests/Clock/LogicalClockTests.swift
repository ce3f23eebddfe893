import Dispatch
import DobbyCore
import Testing

struct LogicalClockTests {
  @Test func `ticks increase and now follows the latest tick`() {
    let first = LogicalClock.tick()
    let second = LogicalClock.tick()
    #expect(second > first)
    #expect(LogicalClock.now >= second)
  }

  @Test func `ticks are unique and increasing across 8 threads of 50,000 records`() {
    let recorders = (0..<8).map { Recorder<Int>(name: "thread \($0)") }
    DispatchQueue.concurrentPerform(iterations: recorders.count) { thread in
      for value in 0..<50_000 { recorders[thread].record(value) }
    }
    var all: [UInt64] = []
    for recorder in recorders {
      let stamps = recorder.interactions.map(\.timestamp)
      #expect(stamps.count == 50_000)
      #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $0 < $1 })
      #expect(recorder.values == Array(0..<50_000))
      all += stamps
    }
    #expect(Set(all).count == 400_000)
    #expect(all.max()! <= LogicalClock.now)
  }
}

import DobbyCore
import Foundation
import Testing

/// A report describes each recorded value once: the headline, the
/// timeline and the nearest miss show the same description, even of a
/// value whose `description` changes from call to call.
struct DescribedOnceTests {
  /// Counts the calls to a description.
  final class Calls: @unchecked Sendable {
    // SAFETY: `count` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
      lock.withLock {
        count += 1; return count
      }
    }
  }

  /// A value described differently each time, shown by its description.
  struct Random: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
    var id: Int
    var calls: Calls
    var description: String { "random(r\(calls.next()))" }
    var customMirror: Mirror { Mirror(self, children: []) }
    static func == (a: Random, b: Random) -> Bool { a.id == b.id }
  }

  @Test func `the headline and the nearest miss show one description`() throws {
    let calls = Calls()
    let values = Recorder<Random>(name: "random")
    values.record(Random(id: 1, calls: calls))
    let pattern = Pattern()
    pattern.expect(equals(Random(id: 2, calls: calls)), in: values)
    let report = pattern.check()
    let shown = report.timeline[0].summary
    let miss = try #require(report.mismatches.first?.nearestMiss)
    #expect(miss.differences.map(\.actual) == [shown])
    #expect(report.plainText.components(separatedBy: shown).count >= 3)
  }

  @Test func `a predicate's nearest miss shows the timeline's description`() throws {
    let calls = Calls()
    let values = Recorder<Random>(name: "random")
    values.record(Random(id: 1, calls: calls))
    let pattern = Pattern()
    pattern.expect(matches("id is 2") { $0.id == 2 }, in: values)
    let report = pattern.check()
    let miss = try #require(report.mismatches.first?.nearestMiss)
    #expect(miss.differences.map(\.actual) == [report.timeline[0].summary])
  }
}

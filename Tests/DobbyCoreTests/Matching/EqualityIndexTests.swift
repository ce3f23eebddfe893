import DobbyCore
import Testing

/// Equality expectations are found by hashing; equal expected values, hash
/// collisions and mixed matchers must give the same verdicts as trying
/// every matcher.
struct EqualityIndexTests {
  /// A value whose hashes all collide.
  struct Colliding: Hashable, Sendable {
    var id: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test func `equal expected values are each found`() {
    let numbers = Recorder<Int>()
    for value in [1, 1, 2, 1] { numbers.record(value) }
    let pattern = Pattern(ordered: false)
    for value in [1, 2, 1, 1] { pattern.expect(value, in: numbers) }
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.expectations.map(\.matchCount) == [1, 1, 1, 1])
  }

  @Test func `colliding hashes still match only equal values`() {
    let values = Recorder<Colliding>()
    for id in [3, 1, 2] { values.record(Colliding(id: id)) }
    let pattern = Pattern(ordered: false)
    for id in [1, 2, 4] { pattern.expect(equals(Colliding(id: id)), in: values) }
    let report = pattern.check()
    // 3 stands in for the unfulfilled 4: one root cause, one mismatch.
    #expect(!report.passed)
    #expect(kinds(report) == [.unexpected])
    #expect(
      report.timeline.map(\.verdict) == [
        .mismatch(0), .matched(expectation: 1), .matched(expectation: 2),
      ])
  }

  @Test func `keyed and unkeyed expectations on one lane are both candidates`() {
    let numbers = Recorder<Int>()
    for value in [5, 6, 5] { numbers.record(value) }
    let pattern = Pattern(nice: true, ordered: false)
    pattern.expect(matches("is odd") { $0 % 2 == 1 }, in: numbers, times: .exactly(2))
    pattern.expect(5, in: numbers, times: .atMost(1))
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.expectations.map(\.matchCount) == [2, 0])
    #expect(report.timeline.map(\.verdict)[1] == .ignored)
  }

  @Test func `an ordered nice pattern ignores what no expectation accepts`() {
    let numbers = Recorder<Int>()
    for value in [9, 1, 9, 2] { numbers.record(value) }
    let pattern = Pattern(nice: true)
    pattern.expect(1, in: numbers)
    pattern.expect(2, in: numbers)
    let report = pattern.check()
    #expect(report.passed)
    #expect(
      report.timeline.map(\.verdict) == [
        .ignored, .matched(expectation: 1), .ignored, .matched(expectation: 2),
      ])
  }
}

import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyCore

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
    // 3 stands in for the unfulfilled 4: one root cause, one mismatch,
    // reported as 4's, since they differ in a field.
    #expect(!report.passed)
    #expect(kinds(report) == [.unfulfilled])
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

  /// A value that is `Equatable` only: no index, every matcher is tried.
  struct Plain: Equatable, Sendable {
    var id: Int
  }

  /// `equals` where only `Equatable` is known, as in a generic helper.
  static func equalsInGenericContext<Value: Equatable & Sendable>(
    _ value: Value
  ) -> Matcher<Value> {
    equals(value)
  }

  @Test func `equals on a Hashable value reached generically is still indexed`() {
    #expect(Self.equalsInGenericContext(5).indexKey != nil)
    #expect(Self.equalsInGenericContext(Colliding(id: 1)).indexKey != nil)
    #expect(Self.equalsInGenericContext(Int?.none).indexKey != nil)
    #expect(Self.equalsInGenericContext(Plain(id: 1)).indexKey == nil)
    #expect(equals(5).indexKey != nil)
  }

  @Test func `expectations indexed dynamically give the verdicts of the static index`() {
    let numbers = Recorder<Int?>()
    for value in [1, nil, 2, 1] { numbers.record(value) }
    for make in [
      { (value: Int?) in Self.equalsInGenericContext(value) }, { (value: Int?) in equals(value) },
    ] {
      let pattern = Pattern(ordered: false)
      for value in [nil, 1, 3, 1] { pattern.expect(make(value), in: numbers) }
      let report = pattern.check()
      #expect(kinds(report) == [.unexpected])
      #expect(
        report.timeline.map(\.verdict) == [
          .matched(expectation: 2), .matched(expectation: 1), .mismatch(0),
          .matched(expectation: 4),
        ])
    }
  }

  @Test func `an Equatable-only value is matched by trying its expectations`() {
    let values = Recorder<Plain>()
    for id in [2, 1, 2] { values.record(Plain(id: id)) }
    let pattern = Pattern(ordered: false)
    for id in [1, 2, 2] { pattern.expect(equals(Plain(id: id)), in: values) }
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.expectations.map(\.matchCount) == [1, 1, 1])
  }

  @Test func `a tuple of Hashable elements is indexed, one with an Equatable-only element is not`()
  {
    #expect(equals(("a", 1)).indexKey != nil)
    #expect(equals(("a", Int?.none, Colliding(id: 1))).indexKey != nil)
    #expect(equals(("a", Plain(id: 1))).indexKey == nil)
  }

  @Test func `indexed tuples give the verdicts of tried ones`() {
    let expected: [Verdict] = [
      .matched(expectation: 2), .matched(expectation: 4), .matched(expectation: 3),
      .mismatch(0), .matched(expectation: 1),
    ]
    #expect(Self.tupleVerdicts(Colliding(id: 1)) == expected)  // indexed
    #expect(Self.tupleVerdicts(Plain(id: 1)) == expected)  // tried one by one
  }

  /// The verdicts of an unordered pattern of tuples with `third` as their
  /// last element, equal values and `nil`s among them.
  static func tupleVerdicts<Third: Equatable & Sendable>(_ third: Third) -> [Verdict] {
    let calls = Recorder<(String, Int?, Third)>(name: "calls")
    let recorded: [(String, Int?)] = [("a", 1), ("b", nil), ("a", 1), ("c", 3), ("a", nil)]
    for (name, number) in recorded { calls.record((name, number, third)) }
    let pattern = Pattern(ordered: false)
    let expected: [(String, Int?)] = [("a", nil), ("a", 1), ("a", 1), ("b", nil), ("c", 4)]
    for (name, number) in expected { pattern.expect((name, number, third), in: calls) }
    return pattern.check().timeline.map(\.verdict)
  }

  /// Counts the hashes of the values that hold it (`==` ignores it).
  final class HashTally: @unchecked Sendable {
    // SAFETY: `count` is only read and written while holding `lock`.
    private let lock = NSLock()
    private var count = 0
    func bump() { lock.withLock { count += 1 } }
    var hashes: Int { lock.withLock { count } }
  }

  struct Tallied: Hashable, Sendable {
    var id: Int
    var tally: HashTally
    static func == (a: Tallied, b: Tallied) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) {
      tally.bump()
      hasher.combine(id)
    }
  }

  /// A synthesised `Hashable` that recurses through the whole chain.
  indirect enum Chain: Hashable, Sendable {
    case end(Tallied)
    case link(Chain)

    static func deep(_ depth: Int, _ end: Tallied) -> Chain {
      var chain = Chain.end(end)
      for _ in 0..<depth { chain = .link(chain) }
      return chain
    }
  }

  /// Not under the thread sanitizer: releasing the chain recurses once a
  /// link, deeper than its larger frames leave room for.
  @Test(
    .disabled(if: Sanitizer.threadIsActive, "releasing the chain overflows the sanitizer's stack"))
  func `a 100,000-deep Hashable enum is compared, not hashed`() throws {
    let tally = HashTally()
    let verdicts = try #require(
      // A large stack only so that building and releasing the chain fits.
      Deadline.run(stackBytes: 256 << 20) {
        let chains = Recorder<Chain>(name: "chains")
        chains.record(Chain.deep(100_000, Tallied(id: 1, tally: tally)))
        chains.record(.end(Tallied(id: 2, tally: tally)))
        let pattern = Pattern(nice: true, ordered: false)
        pattern.expect(Chain.end(Tallied(id: 2, tally: tally)), in: chains)
        let report = pattern.check()
        return report.timeline.map(\.verdict)
      })
    #expect(verdicts == [.ignored, .matched(expectation: 1)])
    #expect(tally.hashes == 0)
  }

  @Test func `shallow Hashable enums are still found by hashing`() {
    let tally = HashTally()
    let chains = Recorder<Chain>(name: "chains")
    for id in 0..<3 { chains.record(Chain.deep(2, Tallied(id: id, tally: tally))) }
    let pattern = Pattern(ordered: false)
    for id in [2, 0, 1] { pattern.expect(Chain.deep(2, Tallied(id: id, tally: tally)), in: chains) }
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.timeline.map(\.verdict) == [2, 3, 1].map { .matched(expectation: $0) })
    #expect(tally.hashes >= 6)
  }
}

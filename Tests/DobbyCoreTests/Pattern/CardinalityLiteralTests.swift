import DobbyCore
import Testing

/// Counts written as integer literals and ranges of them.
struct CardinalityLiteralTests {
  /// Records `count` pings, lets `expect` set `pattern` up on them, and
  /// checks it.
  func check(
    _ pattern: Pattern, pings count: Int, _ expect: (Pattern, Recorder<String>) -> Void
  ) -> VerificationReport {
    let pings = Recorder<String>(name: "pings")
    for _ in 0..<count { pings.record("ping") }
    expect(pattern, pings)
    return pattern.check()
  }

  @Test func `an integer literal means exactly that many times`() {
    let count: Cardinality = 2
    #expect(count == .exactly(2))
  }

  @Test func `integers and ranges stand for cardinalities`() {
    #expect(2.cardinality == .exactly(2))
    #expect((1...3).cardinality == .between(1...3))
    #expect((2...).cardinality == .atLeast(2))
    #expect(Cardinality.atMost(4).cardinality == .atMost(4))
  }

  @Test func `ranges of integers are still ranges elsewhere`() {
    let range = 1...3
    let from = 2...
    #expect(type(of: range) == ClosedRange<Int>.self)
    #expect(type(of: from) == PartialRangeFrom<Int>.self)
  }

  @Test func `times takes counts in variables and the named cases`() {
    let (low, high) = (2, 4)
    let count = 3
    let report = check(Pattern(ordered: false), pings: 3) { pattern, pings in
      pattern.expect("ping", in: pings, times: low...high)
      pattern.expect("pong", in: pings, times: .never)
      pattern.expect("pang", in: pings, times: .atMost(0))
      pattern.expect("pung", in: pings, times: count - 3)
    }
    #expect(report.passed)
    #expect(
      report.expectations.map(\.cardinality) == [
        .between(2...4), .never, .atMost(0), .exactly(0),
      ])
  }

  @Test(arguments: [(1, false), (2, true), (3, false)])
  func `times takes an integer literal`(recorded: Int, passes: Bool) {
    let report = check(Pattern(), pings: recorded) { $0.expect("ping", in: $1, times: 2) }
    #expect(report.passed == passes)
  }

  @Test(arguments: [(0, false), (1, true), (3, true), (4, false)])
  func `times takes a closed range`(recorded: Int, passes: Bool) {
    let report = check(Pattern(), pings: recorded) { $0.expect("ping", in: $1, times: 1...3) }
    #expect(report.passed == passes)
    #expect(report.expectations.first?.cardinality == .between(1...3))
  }

  @Test(arguments: [(1, false), (2, true), (9, true)])
  func `times takes a range from a count`(recorded: Int, passes: Bool) {
    let pings = Mock<String>(name: "pings")
    pings.expect("ping", times: 2...)
    for _ in 0..<recorded { pings.record("ping") }
    #expect(pings.check().passed == passes)
  }
}

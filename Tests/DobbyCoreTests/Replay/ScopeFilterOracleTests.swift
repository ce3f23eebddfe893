import DobbyTestSupport
import Testing

@testable import DobbyCore

/// The rule of test scopes against the brute-force model: a pattern
/// verified in a test counts that test's interactions and those recorded
/// outside any test, and leaves out another test's.
struct ScopeFilterOracleTests {
  /// The library's verdict on `pattern` in the own test's scope, each
  /// event recorded in the scope of its test.
  private static func checkInOwnTest(_ pattern: PatternOracle.Case) -> VerificationReport {
    let own = ScopeRecord(name: "own()")
    let other = ScopeRecord(name: "other()")
    let recorders = (0..<pattern.lanes).map { Recorder<Int>(name: "r\($0)") }
    for event in pattern.events {
      let record = { recorders[event.lane].record(event.value) }
      switch event.test {
      case PatternOracle.ownTest: TestScope.run(own, record)
      case PatternOracle.otherTest: TestScope.run(other, record)
      default: record()
      }
    }
    return TestScope.run(own) { PatternOracle.build(pattern, on: recorders).check() }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func `verdicts in a scope agree with the model, which leaves out other tests`(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      var pattern = PatternOracle.Case.random(using: &random)
      for index in pattern.events.indices {
        pattern.events[index].test = Int.random(in: 0...2, using: &random)
      }
      let report = Self.checkInOwnTest(pattern)
      #expect(report.passed == PatternOracle.passesInOwnTest(pattern), "\(pattern)")
      // Every other test's interaction on a replayed recorder is named.
      let replayed = Set(pattern.rules.map(\.lane) + pattern.watched)
      let others = pattern.events.filter {
        $0.test == PatternOracle.otherTest && replayed.contains($0.lane)
      }
      #expect(report.foreignInteractions.count == others.count, "\(pattern)")
      #expect(report.foreignInteractions.allSatisfy { $0.test == "other()" }, "\(pattern)")
    }
  }

  @Test func `with no other test's interactions, the verdict is the plain one`() {
    var random = SeededGenerator(seed: 9)
    for _ in 0..<300 {
      let pattern = PatternOracle.Case.random(using: &random)
      #expect(Self.checkInOwnTest(pattern).passed == PatternOracle.passes(pattern), "\(pattern)")
    }
  }
}

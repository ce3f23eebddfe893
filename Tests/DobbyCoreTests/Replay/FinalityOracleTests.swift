import DobbyCore
import DobbyTestSupport
import Testing

/// A report that says it is final (``VerificationReport/isFinal``) must be
/// one that no later interaction can make pass: eventual verification
/// stops waiting there. Checked against the brute-force model of
/// ``PatternOracle/canStillPass(_:)`` on seeded random small cases.
struct FinalityOracleTests {
  @Test(arguments: PatternOracleTests.batches)
  func `a final report is one that no later interaction can make pass`(batch: Int) {
    PatternOracle.expectNone(
      seed: 0xF1_4A1 &+ UInt64(batch), cases: PatternOracleTests.casesPerBatch,
      edges: { $0 % 3 == 0 }, fails: claimsFinalWrongly
    ) { minimal in
      let report = PatternOracle.check(minimal)
      return """
        \(minimal): check() says final at #\(report.finalStep?.number ?? 0) \
        \(report.mismatches.map { "\($0.code)@\($0.step.map { "\($0)" } ?? "end")" }), \
        the oracle says it can still pass
        """
    }
  }

  @Test func `most reports that can never pass are found final`() {
    var random = SeededGenerator(seed: 0xF1_4A1)
    var dead = 0
    var found = 0
    for index in 0..<2_000 {
      let pattern = PatternOracle.Case.random(using: &random, edges: index % 3 == 0)
      guard !PatternOracle.canStillPass(pattern) else { continue }
      dead += 1
      if PatternOracle.check(pattern).isFinal { found += 1 }
    }
    // 788 of 978 with this seed: the rest are nice ordered patterns, whose
    // out-of-turn interactions a later one may turn into ignored ones, and
    // edges in unordered patterns.
    #expect(dead > 500)
    #expect(found * 4 >= dead * 3, "\(found) of \(dead)")
  }

  @Test func `the oracle's model of later interactions, on small examples`() {
    func ordered(_ strict: Bool, _ rules: [PatternOracle.RuleSpec], _ values: [Int]) -> Bool {
      PatternOracle.canStillPass(
        PatternOracle.Case(
          strict: strict, ordered: true, lanes: 1, watched: [], rules: rules,
          events: values.map { PatternOracle.Event(lane: 0, value: $0) }))
    }
    func rule(_ matcher: PatternOracle.MatcherSpec, _ times: Cardinality) -> PatternOracle.RuleSpec
    {
      PatternOracle.RuleSpec(isExpectation: true, lane: 0, matcher: matcher, times: times)
    }
    // [atLeast(1) any(), once 5] against [5]: a second 5 passes.
    #expect(ordered(true, [rule(.any, .atLeast(1)), rule(.equals(2), .once)], [2]))
    // Strict ordered [0, 1] against [1]: 1 came first, nothing undoes it.
    #expect(!ordered(true, [rule(.equals(0), .once), rule(.equals(1), .once)], [1]))
    // Nice ordered [0, 1] against [1, 0]: the 1 was ignored; a 1 passes.
    #expect(ordered(false, [rule(.equals(0), .once), rule(.equals(1), .once)], [1, 0]))
    // Exceeded stays exceeded.
    #expect(!ordered(false, [rule(.equals(0), .once)], [0, 0]))
  }

  /// Whether the library says `pattern`'s report is final where some later
  /// interactions could make it pass.
  private func claimsFinalWrongly(_ pattern: PatternOracle.Case) -> Bool {
    PatternOracle.check(pattern).isFinal && PatternOracle.canStillPass(pattern)
  }
}

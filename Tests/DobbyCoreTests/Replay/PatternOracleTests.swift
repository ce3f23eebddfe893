import DobbyTestSupport
import Testing

@testable import DobbyCore

/// The library's verdict against the brute-force model of
/// ``PatternOracle`` on seeded random small cases, in all four modes: they
/// must never disagree. A disagreement is shrunk to a minimal case.
///
/// 6,000 cases in short batches: a test case holds a thread of the shared
/// pool while it runs, and tests that wait on tasks need it back soon.
struct PatternOracleTests {
  static let batches = 0..<48
  static let casesPerBatch = 125

  @Test(arguments: batches)
  func `check agrees with the brute-force oracle`(batch: Int) {
    agree(seed: 0xD0B_B1 &+ UInt64(batch), edges: false)
  }

  /// 12,000 more cases with `after:` edges (in about 9% of them the edges
  /// alone decide the verdict: see the test below).
  @Test(arguments: batches)
  func `check agrees with the brute-force oracle on after edges`(batch: Int) {
    agree(seed: 0xED6E_0000 &+ UInt64(batch), edges: true, cases: Self.casesPerBatch * 2)
  }

  /// The first batches' cases again, their values spread out: the
  /// library files several expected integers of a lane in the hashed
  /// table, where values 0–2 always take the dense one.
  @Test(arguments: batches.prefix(16))
  func `check agrees with the brute-force oracle on values spread apart`(batch: Int) {
    agree(seed: 0xD0B_B1 &+ UInt64(batch), edges: false, spread: 1_000_003)
  }

  @Test func `spread values take the hashed table in many lanes`() {
    var random = SeededGenerator(seed: 0xD0B_B1)
    var hashed = 0
    for _ in 0..<Self.casesPerBatch {
      let pattern = PatternOracle.Case.random(using: &random).spread(by: 1_000_003)
      for lane in 0..<pattern.lanes {
        let expected = pattern.rules.compactMap { rule -> Int? in
          guard rule.isExpectation, rule.lane == lane, case .equals(let value) = rule.matcher
          else { return nil }
          return value
        }
        if !expected.isEmpty, KeyTable(for: expected).lowest == nil { hashed += 1 }
      }
    }
    #expect(hashed >= Self.casesPerBatch / 10, "\(hashed) hashed lanes")
  }

  private func agree(
    seed: UInt64, edges: Bool, cases: Int = casesPerBatch, spread factor: Int = 1
  ) {
    PatternOracle.expectNone(
      seed: seed, cases: cases, edges: { _ in edges },
      fails: { disagrees($0.spread(by: factor)) }
    ) { minimal in
      let minimal = minimal.spread(by: factor)
      let report = PatternOracle.check(minimal)
      return """
        \(minimal): the oracle says \(PatternOracle.passes(minimal) ? "pass" : "fail"), \
        check() says \(report.passed ? "pass" : "fail") \
        \(report.mismatches.map { "\($0.code)@\($0.step.map { "\($0)" } ?? "end")" })
        """
    }
  }

  /// The first assignment, tried before any search, must give the very
  /// report the search gives: verdicts, assignments and mismatches.
  @Test(arguments: 0..<8)
  func `the unordered first assignment gives the search's reports`(batch: Int) {
    var random = SeededGenerator(seed: 0x6EED_0000 &+ UInt64(batch))
    var compared = 0
    for _ in 0..<Self.casesPerBatch * 2 {
      var pattern = PatternOracle.Case.random(using: &random, edges: false)
      pattern.ordered = false
      let verification = PatternOracle.pattern(pattern)
      var greedy = verification.check()
      let searched = UnorderedReplay.$triesGreedyFirst.withValue(false) { verification.check() }
      // Taken at each check's start: the shared clock moves on in between.
      greedy.clockCut = searched.clockCut
      compared += 1
      guard greedy != searched else { continue }
      Issue.record("\(pattern): the first assignment's report differs from the search's")
      return
    }
    #expect(compared == Self.casesPerBatch * 2)
  }

  @Test
  func `the oracle follows the turn rule on the README's examples`() {
    let ab = [PatternOracle.MatcherSpec.equals(0), .equals(1)].map {
      PatternOracle.RuleSpec(isExpectation: true, lane: 0, matcher: $0, times: .once)
    }
    func nice(_ rules: [PatternOracle.RuleSpec], _ values: [Int]) -> Bool {
      PatternOracle.passes(
        PatternOracle.Case(
          strict: false, ordered: true, lanes: 1, watched: [], rules: rules,
          events: values.map { PatternOracle.Event(lane: 0, value: $0) }))
    }
    #expect(nice(ab, [1, 0, 1]))
    #expect(!nice(ab, [0, 1, 0]))
    let never = [PatternOracle.RuleSpec(isExpectation: true, lane: 0, matcher: .any, times: .never)]
    #expect(!nice(never, [1]))
  }

  /// The cases with edges exercise them: in many, the edges alone decide
  /// the verdict, so a replay that ignored them would disagree.
  @Test func `the edge cases include many that the edges decide`() {
    var random = SeededGenerator(seed: 0xED6E_0000)
    var decided = 0
    for _ in 0..<Self.casesPerBatch * 8 {
      let pattern = PatternOracle.Case.random(using: &random, edges: true)
      var free = pattern
      for index in free.rules.indices { free.rules[index].after = [] }
      if PatternOracle.passes(pattern) != PatternOracle.passes(free) { decided += 1 }
    }
    // 89 of these 1,000 with this seed.
    #expect(decided >= 60, "only \(decided) of \(Self.casesPerBatch * 8) cases")
  }

  /// Whether the library and the oracle disagree on `pattern`.
  private func disagrees(_ pattern: PatternOracle.Case) -> Bool {
    PatternOracle.check(pattern).passed != PatternOracle.passes(pattern)
  }
}

import DobbyTestSupport
import Testing

@testable import DobbyCore

/// The first assignment of an unordered verification, which places a lane
/// of equality expectations in one pass (`UnorderedReplay+Greedy.swift`):
/// it must give the brute-force oracle's verdict and the search's very
/// report, on cases where it answers and on cases where it falls back to
/// the search.
struct UnorderedFirstAssignmentTests {
  static let casesPerBatch = 250

  @Test(arguments: 0..<8)
  func `lanes of equality expectations give the oracle's verdict and the search's report`(
    batch: Int
  ) {
    let routes = compare(seed: 0xB01C_0000 &+ UInt64(batch), otherLane: false)
    // With this seed range, each batch has both kinds by the dozen.
    #expect(routes.inBulk >= 40, "only \(routes.inBulk) answered in one pass")
    #expect(routes.searched >= 40, "only \(routes.searched) fell back to the search")
  }

  @Test(arguments: 0..<4)
  func `a lane of other matchers beside them goes step by step, the rest in one pass`(
    batch: Int
  ) {
    let routes = compare(seed: 0xB01C_1000 &+ UInt64(batch), otherLane: true)
    #expect(routes.mixed >= 20, "only \(routes.mixed) answered with lanes both ways")
    #expect(routes.searched >= 20, "only \(routes.searched) fell back to the search")
  }

  /// How the cases were answered: by the first assignment with every lane
  /// in one pass, with some lanes in one pass and others step by step, or
  /// by the search.
  struct Routes {
    var inBulk = 0
    var mixed = 0
    var searched = 0
  }

  /// Checks `casesPerBatch` cases drawn from `seed` against the oracle and
  /// against the search alone, and counts how they were answered.
  private func compare(seed: UInt64, otherLane: Bool) -> Routes {
    var random = SeededGenerator(seed: seed)
    var routes = Routes()
    for _ in 0..<Self.casesPerBatch {
      let pattern = PatternOracle.Case.randomKeyed(using: &random, otherLane: otherLane)
      let verification = PatternOracle.pattern(pattern)
      let replay = UnorderedReplay(context: verification.replayContext(through: LogicalClock.now))
      _ = replay.run()
      let replayed = Set(pattern.rules.map(\.lane) + pattern.watched).count
      if replay.searched {
        routes.searched += 1
      } else if replay.lanesInBulk == replayed {
        routes.inBulk += 1
      } else if replay.lanesInBulk > 0 {
        routes.mixed += 1
      }
      var first = verification.check()
      let searched = UnorderedReplay.$triesGreedyFirst.withValue(false) { verification.check() }
      // Taken at each check's start: the shared clock moves on in between.
      first.clockCut = searched.clockCut
      guard first == searched, first.passed == PatternOracle.passes(pattern) else {
        Issue.record(
          """
          \(pattern): the oracle says \(PatternOracle.passes(pattern) ? "pass" : "fail"), \
          the first assignment \(first.passed ? "pass" : "fail"), \
          the search \(searched.passed ? "pass" : "fail")\
          \(first == searched ? "" : ", and their reports differ")
          """)
        return routes
      }
    }
    return routes
  }
}

extension PatternOracle.Case {
  /// A random small unordered case whose lanes hold equality expectations
  /// alone (values 0–3, repeated across expectations, every cardinality
  /// up to 2), sometimes a watched lane; the interactions are mostly the
  /// expected values, shuffled, so that about half pass. With
  /// `otherLane`, one more lane has `any()` and `not` expectations.
  static func randomKeyed(
    using random: inout some RandomNumberGenerator, otherLane: Bool
  ) -> Self {
    let keyedLanes = Int.random(in: 1...2, using: &random)
    let lanes = keyedLanes + (otherLane ? 1 : 0)
    let cardinalities: [Cardinality] = [
      .once, .once, .exactly(2), .atLeast(1), .atMost(1), .between(1...2), .never,
    ]
    var rules = (0..<Int.random(in: 1...5, using: &random)).map { _ in
      PatternOracle.RuleSpec(
        isExpectation: true, lane: Int.random(in: 0..<keyedLanes, using: &random),
        matcher: .equals(Int.random(in: 0...3, using: &random)),
        times: cardinalities.randomElement(using: &random)!)
    }
    if otherLane {
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let matcher: PatternOracle.MatcherSpec =
          Bool.random(using: &random) ? .any : .not(Int.random(in: 0...3, using: &random))
        rules.append(
          PatternOracle.RuleSpec(
            isExpectation: true, lane: keyedLanes, matcher: matcher,
            times: cardinalities.randomElement(using: &random)!))
      }
      rules.shuffle(using: &random)
    }
    var events: [PatternOracle.Event] = []
    for rule in rules {
      let count = Int.random(in: 0...2, using: &random)
      events += Array(
        repeating: PatternOracle.Event(lane: rule.lane, value: rule.matcher.example),
        count: count)
    }
    // Now and then a value no expectation may want.
    if Int.random(in: 0..<4, using: &random) == 0 {
      events.append(
        PatternOracle.Event(
          lane: Int.random(in: 0..<lanes, using: &random),
          value: Int.random(in: 0...3, using: &random)))
    }
    let watched =
      Int.random(in: 0..<6, using: &random) == 0 ? [Int.random(in: 0..<lanes, using: &random)] : []
    return Self(
      strict: Bool.random(using: &random), ordered: false, lanes: lanes, watched: watched,
      rules: rules, events: Array(events.shuffled(using: &random).prefix(8)))
  }
}

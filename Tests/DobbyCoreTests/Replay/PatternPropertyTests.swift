import DobbyCore
import DobbyTestSupport
import Testing

/// Seeded property tests: a pattern built from a recorded timeline passes,
/// and one removed, duplicated or swapped interaction fails at the step
/// where the recorded timeline first differs from the expected one.
struct PatternPropertyTests {
  typealias Event = (lane: Int, value: Int)

  enum Mutation: CaseIterable { case remove, duplicate, swap }

  /// Records `events` into fresh recorders and builds the pattern of
  /// `expected`, in order, with equality matchers.
  private func verify(
    _ events: [Event], expected: [Event], lanes: Int, ordered: Bool = true
  ) -> VerificationReport {
    let recorders = (0..<lanes).map { Recorder<Int>(name: "r\($0)") }
    for event in events { recorders[event.lane].record(event.value) }
    let pattern = Pattern(strict: true, ordered: ordered)
    for recorder in recorders { pattern.watch(recorder) }
    for event in expected { pattern.expect(event.value, in: recorders[event.lane]) }
    return pattern.check()
  }

  private func randomEvents(_ random: inout SeededGenerator) -> (events: [Event], lanes: Int) {
    let lanes = Int.random(in: 1...4, using: &random)
    let count = Int.random(in: 2...30, using: &random)
    // Few distinct values, so equal neighbours (ties) are common.
    let events = (0..<count).map { _ in
      (
        lane: Int.random(in: 0..<lanes, using: &random),
        value: Int.random(in: 0...3, using: &random)
      )
    }
    return (events, lanes)
  }

  @Test(arguments: 0..<200)
  func `a pattern built from its own timeline passes`(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let (events, lanes) = randomEvents(&random)
    #expect(verify(events, expected: events, lanes: lanes).passed)
    #expect(
      verify(events, expected: events.shuffled(using: &random), lanes: lanes, ordered: false).passed
    )
  }

  @Test(arguments: 0..<300)
  func `one mutation fails at the first differing step`(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) &+ 10_000)
    let (events, lanes) = randomEvents(&random)
    let mutation = Mutation.allCases.randomElement(using: &random)!
    var mutated = events
    let at = Int.random(in: 0..<(events.count - 1), using: &random)
    switch mutation {
    case .remove: mutated.remove(at: at)
    case .duplicate: mutated.insert(events[at], at: at + 1)
    case .swap: mutated.swapAt(at, at + 1)
    }
    let same = { (a: Event, b: Event) in a.lane == b.lane && a.value == b.value }
    let firstDifference =
      (0..<min(events.count, mutated.count)).first { !same(events[$0], mutated[$0]) }
      ?? min(events.count, mutated.count)
    let report = verify(mutated, expected: events, lanes: lanes)
    if mutated.count == events.count && firstDifference == events.count {
      #expect(report.passed, "a swap of equal events changes nothing")
      return
    }
    #expect(!report.passed)
    #expect(
      report.firstDivergence?.index == firstDifference,
      "\(mutation) at \(at): \(events) → \(mutated): \(kinds(report))")
    let expectedKinds: [Mismatch.Kind] =
      switch mutation {
      case .remove: [.unfulfilled]
      case .duplicate: [.exceeded, .unexpected, .outOfOrder]
      case .swap: [.outOfOrder, .exceeded, .unexpected, .unfulfilled]
      }
    #expect(expectedKinds.contains(report.mismatches[0].kind), "\(mutation): \(kinds(report))")
    #expect(
      report.mismatches.count == 1, "\(mutation) at \(at): \(events) → \(mutated): \(kinds(report))"
    )
  }
}

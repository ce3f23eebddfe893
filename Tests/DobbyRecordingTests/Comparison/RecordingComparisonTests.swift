import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Testing

struct RecordingComparisonTests {
  typealias Row = RecordingComparison.Row

  @Test func `a reaction unused in one run only is a reaction change`() {
    let comparison = Fixture.RunPair.unusedReaction.comparison()
    let changes = comparison.reactionChanges
    #expect(changes.map(\.description) == ["pricing.on(== 2)"])
    #expect(changes.map(\.unusedInA) == [false] && changes.map(\.unusedInB) == [true])
    #expect(!comparison.isSame)
    let reversed = RecordingComparison(
      Fixture.pricing(calls: [1]), Fixture.pricing(calls: [1, 2]))
    #expect(reversed.reactionChanges.map(\.unusedInA) == [true])
    let same = RecordingComparison(
      Fixture.pricing(calls: [1]), Fixture.pricing(calls: [1]))
    #expect(same.reactionChanges.isEmpty && same.isSame)
  }

  @Test func `identical runs are the same`() {
    let comparison = Fixture.raceComparison("identical")
    #expect(comparison.isSame)
    #expect(comparison.differences.isEmpty)
    #expect(comparison.rows == (0..<8).map { Row(.same, a: $0, b: $0) })
    #expect(comparison.verdictChanges.isEmpty)
    #expect(comparison.patternDifferences.isEmpty)
    #expect(comparison.firstDifference == 0)
  }

  @Test func `a changed value is one changed step and its verdicts`() {
    let comparison = Fixture.raceComparison("changed")
    #expect(!comparison.isSame)
    #expect(comparison.differences == [4])
    #expect(comparison.rows[4] == Row(.changed, a: 4, b: 4))
    #expect(comparison.firstDifference == 4)
    #expect(
      comparison.verdictChanges.map { "E\($0.expectation): \($0.before.text) → \($0.after.text)" }
        == ["E5: fulfilled → not met"])
    #expect(comparison.patternDifferences.isEmpty)
  }

  @Test func `an inserted step is on the second side only`() {
    let comparison = Fixture.raceComparison("inserted")
    #expect(comparison.differences == [3])
    #expect(comparison.rows[3] == Row(.inserted, a: nil, b: 3))
    #expect(comparison.rows[4] == Row(.same, a: 3, b: 4))
    #expect(comparison.count(of: .inserted) == 1)
    #expect(comparison.rows.count == 9)
  }

  @Test func `a deleted step is on the first side only`() {
    let comparison = Fixture.raceComparison("deleted")
    #expect(comparison.differences == [5])
    #expect(comparison.rows[5] == Row(.deleted, a: 5, b: nil))
    #expect(comparison.rows[6] == Row(.same, a: 6, b: 5))
    #expect(comparison.count(of: .deleted) == 1)
  }

  @Test func `different patterns are compared and named`() {
    let comparison = Fixture.raceComparison("pattern")
    #expect(
      comparison.patternDifferences.map(\.text) == [
        #"E7 is mailer == "done" in A, mailer == "bye" in B"#
      ])
    // Same values, but the mail is unexpected under the second pattern.
    #expect(comparison.differences == [6])
    #expect(comparison.rows[6] == Row(.changed, a: 6, b: 6))
    #expect(!comparison.isSame)
  }

  @Test func `a step moved across recorders aligns per recorder`() {
    let a = Fixture.race([.order("A-1"), .mail("receipt"), .order("A-2")])
    let b = Fixture.race(
      [.order("A-1"), .order("A-2"), .mail("receipt")],
      expecting: [.order("A-1"), .mail("receipt"), .order("A-2")])
    let comparison = RecordingComparison(a, b)
    let changes = comparison.rows.map(\.change)
    #expect(changes.count == 4)
    #expect(changes.first == .same && changes[1] == .deleted && changes[3] == .inserted)
    #expect(comparison.rows[2].a == 2 && comparison.rows[2].b == 1)
  }
}

extension RecordingComparisonTests {
  @Test func `two recordings with nothing in common compare in bounded time`() {
    // Past StepDiff's distance limit: every step is a deletion and an
    // insertion, and no recorder is shared, so nothing pairs up.
    let orders = (0..<3_000).map { Fixture.RaceEvent.order("A-\($0)") }
    let mails = (0..<3_000).map { Fixture.RaceEvent.mail("M-\($0)") }
    let comparison = RecordingComparison(
      Fixture.race(orders), Fixture.race(mails))
    #expect(comparison.count(of: .deleted) == 3_000)
    #expect(comparison.count(of: .inserted) == 3_000)
    #expect(comparison.count(of: .changed) == 0)
  }
}

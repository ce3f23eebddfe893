import Testing

@testable import DobbyCore

/// Each step's verdict packed in 4 bytes reads back as it was set.
struct StepVerdictsTests {
  @Test func `new verdicts are pending`() {
    let verdicts = StepVerdicts(count: 3)
    #expect((0..<3).map { verdicts[$0] } == [.pending, .pending, .pending])
  }

  @Test(arguments: [
    ReplayOutcome.StepVerdict.pending, .ignored, .matched(rule: 0), .matched(rule: 7),
    .matched(rule: 1 << 30 - 1), .mismatch(0), .mismatch(12), .mismatch(1 << 30 - 1),
  ])
  func `a verdict reads back as it was set`(verdict: ReplayOutcome.StepVerdict) {
    var verdicts = StepVerdicts(count: 2)
    verdicts[1] = verdict
    #expect(verdicts[1] == verdict)
    #expect(verdicts[0] == .pending)
  }

  @Test func `verdicts made from the matched rules read back as matches`() {
    let rules: [Int32] = [3, 0, 1 << 30 - 1, 3]
    let verdicts = StepVerdicts(matched: rules)
    #expect((0..<4).map { verdicts[$0] } == rules.map { .matched(rule: Int($0)) })
  }
}

import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

struct ReportIndexTests {
  @Test func `unfulfilled expectations get a verify row after the steps`() {
    let index = Fixture.sendsReceiptIndex()
    #expect(index.stepCount == 3)
    #expect(index.verifyRow == 3)
    #expect(index.rowCount == 4)
    let kinds = index.mismatches(atRow: 3).map { index.report.mismatches[$0].kind }
    #expect(kinds == [.unfulfilled, .unfulfilled])
    #expect(index.mismatches(atRow: 0).isEmpty)
    #expect(index.count(of: .unexpected) == 2 && index.count(of: .exceeded) == 0)
  }

  @Test func `expectation states follow the cursor`() {
    let index = Fixture.sendsReceiptIndex()
    let states = (0..<index.rowCount).map { index.expectationStates(atRow: $0) }
    #expect(
      states == [
        [.fulfilled, .due, .pending],
        [.fulfilled, .due, .pending],
        [.fulfilled, .due, .pending],
        [.fulfilled, .violated, .violated],
      ])
  }

  @Test func `an out-of-order step violates the expectation it matched and marks the due one`() {
    let index = ReportIndex(Fixture.outOfOrder(at: .checkout))
    #expect(index.expectationStates(atRow: 0) == [.due, .violated])
    #expect(index.expectationStates(atRow: 1) == [.fulfilled, .violated])
  }

  @Test func `an unordered pattern has pending expectations, never due ones`() {
    let index = ReportIndex(Fixture.numbers())
    let states = index.expectationStates(atRow: 0)
    #expect(states[0] == .fulfilled)
    #expect(states[1...].allSatisfy { $0 == .pending || $0 == .fulfilled })
    #expect(index.expectationStates(atRow: 19)[19] == .violated)
    #expect(index.expectationStates(atRow: 18)[19] == .fulfilled)
  }

  @Test(arguments: [0, 1, 255, 256, 257, 1_000, 2_047, 2_999])
  func `checkpointed match counts equal counting from the start`(row: Int) {
    let report = Fixture.synthetic(count: 3_000, lanes: 3, mismatchEvery: 7)
    let index = ReportIndex(report)
    var expected = [0, 0, 0]
    for step in 0...row {
      if case .matched(let id) = report.timeline[step].verdict { expected[id.index] += 1 }
    }
    #expect(index.matchCounts(atRow: row) == expected)
  }

  @Test func `the mismatch ranks follow the rows`() {
    let index = ReportIndex(Fixture.synthetic(count: 100, mismatchEvery: 10))
    #expect(index.rank(ofMismatch: 0) == 0)
    #expect(index.row(ofMismatch: 9) == 99)
    #expect(index.mismatches(atRow: 49) == [4])
    #expect(index.verifyRow == nil)
  }

  @Test func `a report whose references are out of range still draws and navigates`() {
    var report = Fixture.sendsReceipt()
    report.mismatches.append(Mismatch(kind: .exceeded, step: 100, expectation: 42, due: -3))
    report.timeline[0].verdict = .mismatch(77)
    report.timeline[2].recorder = 9
    report.isComplete = false
    let index = ReportIndex(report)
    #expect(index.row(ofMismatch: 4) == 3)
    var state = DebuggerState(report: index, size: Screen.large)
    for key in [
      Key.character("g"), .enter, .character("%"), .character("]"), .character("G"),
      .character("%"), .character("2"), .character("G"), .enter, .character("/"), .character("x"),
      .enter,
    ] {
      state.handle(key, report: index)
      for size in [Screen.large, Screen.medium, Screen.small] {
        _ = render(state, report: index, size: size)
      }
    }
    let text = render(state, report: index, size: Screen.large).text
    #expect(text.contains("FAILED  strict, ordered (recording incomplete)"))
  }
}

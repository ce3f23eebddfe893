import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// The debugger shows the interactions another test recorded on a shared
/// recorder where they happened, marked, and never counts them as steps.
struct ForeignInteractionScreenTests {
  static func report() -> ReportIndex { ReportIndex(Fixture.sharedRecorder()) }

  @Test func `the timeline marks another test's interactions in their lane`() {
    let screen = Screen.text(after: [.character("g")], report: Self.report())
    #expect(
      screen == #"""
        SharedTests.charge()  ✗ FAILED  strict, ordered · 3 interactions · 2 recorders · 2 expectations             mismatch -/1
        DOBBY-E001 unexpected 1
        ─[1 Timeline]──────── #1 of 3 · ⊘ another test's, not counted ─┬─ 2 Expectations ────────────────────── 2 expectations ─
          step  payments mailer                                        │  ✓ E1 payments == 5                         fulfilled ◂
        > #1    5 ✓E1    │                                             │  ▸ E2 mailer == "receipt"                         due
          other 2 ⊘ DOBBY-W001                                         ├─ 3 Detail ─────────────────────────────── #1 payments ─
          #2    │        "receipt" ✓E2                                 │ #1 payments  ✓ matched E1
          #3    8 ✗ DOBBY-E001                                         │ value    5
          other 3 ⊘ DOBBY-W001                                         │ at       Tests/CheckoutTests.swift:12
                                                                       │ matched  E1 payments == 5
                                                                       │          Tests/CheckoutTests.swift:30
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#)
  }

  @Test func `the detail pane names the other test and says it is not counted`() {
    let screen = Screen.text(after: [.character("g"), .character("j")], report: Self.report())
    #expect(
      screen == #"""
        SharedTests.charge()  ✗ FAILED  strict, ordered · 3 interactions · 2 recorders · 2 expectations             mismatch -/1
        DOBBY-E001 unexpected 1
        ─[1 Timeline]── after #1 of 3 · ⊘ another test's, not counted ─┬─ 2 Expectations ────────────────────── 2 expectations ─
          step  payments mailer                                        │  ✓ E1 payments == 5                         fulfilled
          #1    5 ✓E1    │                                             │  ▸ E2 mailer == "receipt"                         due
        > other 2 ⊘ DOBBY-W001                                         ├─ 3 Detail ──────────────────────────── other payments ─
          #2    │        "receipt" ✓E2                                 │ other payments  ⊘ DOBBY-W001 another test's
          #3    8 ✗ DOBBY-E001                                         │ value    2
          other 3 ⊘ DOBBY-W001                                         │ test     recorded by test "refund()", running at the
                                                                       │          same time: not counted in the verdict
                                                                       │ at       Tests/SharedTests.swift:23
                                                                       │ shown    after #1, by its place in its recorder (#2
                                                                       │          there); the recording keeps no tick for it
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
                                                                       │
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#)
  }

  @Test func `ASCII terminals get their own mark`() {
    let screen = Screen.text(
      after: [.character("g"), .character("j")], ascii: true, report: Self.report())
    #expect(
      screen == #"""
        SharedTests.charge()  x FAILED  strict, ordered - 3 interactions - 2 recorders - 2 expectations             mismatch -/1
        DOBBY-E001 unexpected 1
        -[1 Timeline]-- after #1 of 3 - @ another test's, not counted -+- 2 Expectations ---------------------- 2 expectations -
          step  payments mailer                                        |  + E1 payments == 5                         fulfilled
          #1    5 +E1    |                                             |  * E2 mailer == "receipt"                         due
        > other 2 @ DOBBY-W001                                         +- 3 Detail ---------------------------- other payments -
          #2    |        "receipt" +E2                                 | other payments  @ DOBBY-W001 another test's
          #3    8 x DOBBY-E001                                         | value    2
          other 3 @ DOBBY-W001                                         | test     recorded by test "refund()", running at the
                                                                       |          same time: not counted in the verdict
                                                                       | at       Tests/SharedTests.swift:23
                                                                       | shown    after #1, by its place in its recorder (#2
                                                                       |          there); the recording keeps no tick for it
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
                                                                       |
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#)
  }

  @Test func `steps keep the report's numbers and the other rows are passed over by the jump`() {
    let report = Self.report()
    let state = Screen.state(after: Screen.typing(":3") + [.enter], report: report)
    #expect(state.cursor == 2)
    let down = Screen.state(
      after: [.character("g"), .character("j"), .character("j")], report: report)
    #expect(down.cursor == 1)
    let mismatch = Screen.state(after: [.character("g"), .character("]")], report: report)
    #expect(mismatch.cursor == 2)
    let end = Screen.state(after: [.character("G")], report: report)
    #expect(report.foreignInteraction(atRow: end.cursor)?.value == "3")
  }

  @Test func `Enter and % on another test's row say why they do nothing`() {
    let report = Self.report()
    let expand = Screen.state(after: [.character("g"), .character("j"), .enter], report: report)
    #expect(expand.message == "another test's interaction: the recording keeps its summary only")
    #expect(expand.expanded.isEmpty)
    let jump = Screen.state(
      after: [.character("g"), .character("j"), .character("%")], report: report)
    #expect(jump.cursor == report.rowCount)
  }

  @Test func `a foreign interaction before its recorder's first step goes before that step`() {
    var report = Fixture.sharedRecorder()
    report.foreignInteractions[0].recorder = "mailer"
    report.foreignInteractions[0].index = 0
    let index = ReportIndex(report)
    #expect(index.ownRow(of: index.rowCount) == 0)
    let rows = Screen.state(after: [.character("g"), .character("j")], report: index)
    #expect(rows.cursor == index.rowCount)
  }

  @Test func `a recording without other tests' interactions shows as before`() {
    var report = Fixture.sharedRecorder()
    report.foreignInteractions = []
    let screen = Screen.text(after: [.character("g")], report: ReportIndex(report))
    #expect(
      screen == #"""
        SharedTests.charge()  ✗ FAILED  strict, ordered · 3 interactions · 2 recorders · 2 expectations             mismatch -/1
        DOBBY-E001 unexpected 1
        ─[1 Timeline]──────────────────────── #1 of 3 ─┬─ 2 Expectations ────────────────────────────────────── 2 expectations ─
          step payments mailer                         │  ✓ E1 payments == 5                                         fulfilled ◂
        > #1   5 ✓E1    │                              │  ▸ E2 mailer == "receipt"                                         due
          #2   │        "receipt" ✓E2                  ├─ 3 Detail ─────────────────────────────────────────────── #1 payments ─
          #3   8 ✗ DOBBY-E001                          │ #1 payments  ✓ matched E1
                                                       │ value    5
                                                       │ at       Tests/CheckoutTests.swift:12
                                                       │ matched  E1 payments == 5   Tests/CheckoutTests.swift:30
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#)
  }
}

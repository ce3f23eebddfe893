import DobbyCore
import DobbyTUI
import Testing

/// A row that is an expectation's nearest miss says so in the detail pane,
/// not only `ignored`.
struct NearestMissRowTests {
  /// Nice ordered `[1, 2]` against `3, 2, 1`: the `2` came before E2's turn.
  static func earlyReport() -> ReportIndex {
    let numbers = Recorder<Int>(name: "seq")
    for value in [3, 2, 1] {
      numbers.record(value, fileID: "T.swift", filePath: "/src/T.swift", line: 7, column: 1)
    }
    let pattern = Pattern(nice: true, ordered: true, title: "TurnTests.early")
    pattern.expect(1, in: numbers, fileID: "T.swift", filePath: "/src/T.swift", line: 10, column: 1)
    pattern.expect(2, in: numbers, fileID: "T.swift", filePath: "/src/T.swift", line: 11, column: 1)
    return ReportIndex(pattern.check())
  }

  @Test func `it opens on the ignored row that came before E2's turn, and says so`() {
    // It opens on the cause: the nearest miss of the unfulfilled E2.
    let screen = Screen.text(report: Self.earlyReport())
    #expect(
      screen == #"""
        TurnTests.early  ✗ FAILED  nice, ordered · 3 interactions · 1 recorder · 2 expectations                     mismatch 1/1
        DOBBY-E004 unfulfilled 1
        ─[1 Timeline]──────────────────────── #2 of 3 ─┬─ 2 Expectations ────────────────────────────────────── 2 expectations ─
          step   seq                                   │  ▸ E1 seq == 1                                                    due
          #1     3 ·                                   │  ○ E2 seq == 2                                                pending
        > #2     2 ·                                   ├─ 3 Detail ──────────────────────────────────────────────────── #2 seq ─
          #3     1 ✓E1                                 │ #2 seq  · ignored
          verify ✗ DOBBY-E004 E2                       │ value    2
                                                       │ at       T.swift:7
                                                       │ miss     nearest miss of E2 · unfulfilled
                                                       │ expected E2 seq == 2   T.swift:11
                                                       │ early    matched E2 before its turn
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

extension NearestMissRowTests {
  /// Strict ordered `[1, 5]` against `1, 6`: E2 unfulfilled, its nearest
  /// miss the `6`.
  static func wrongValueReport() -> ReportIndex {
    let numbers = Recorder<Int>(name: "seq")
    let pattern = Pattern(nice: true, ordered: true, title: "Values.wrong")
    pattern.expect(1, in: numbers)
    pattern.expect(5, in: numbers)
    numbers.record(1)
    numbers.record(6)
    return ReportIndex(pattern.check())
  }

  @Test func `a wrong value opens on itself, with the field table of its nearest miss`() {
    let report = Self.wrongValueReport()
    let state = Screen.state(report: report)
    #expect(state.cursor == 1)
    #expect(state.selectedMismatch == 0)
    let screen = Screen.text(report: report)
    #expect(screen.contains("│ miss     nearest miss of E2 · unfulfilled"), "\(screen)")
    #expect(
      screen.contains("│   value  == 5                          6                              ✗"),
      "\(screen)")
    #expect(screen.contains("mismatch 1/1"))
  }

  @Test func `percent goes from a nearest-miss row to its expectation's row and back`() {
    let report = Self.earlyReport()
    var state = Screen.state(report: report)
    #expect(state.cursor == 1)
    state.handle(.character("%"), report: report)
    #expect(state.cursor == report.verifyRow, "\(state.message ?? "")")
    state.handle(.character("%"), report: report)
    #expect(state.cursor == 1)
  }
}

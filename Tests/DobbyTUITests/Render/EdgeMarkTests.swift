import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// The expectations pane marks the `after:` edges of the selected
/// expectation, with a glyph and a word (not colour alone).
struct EdgeMarkTests {
  /// An unordered chain: E1 login, E2 token after E1, E3 fetch after E2;
  /// the fetch comes before the token.
  static func chain() -> ReportIndex {
    let site = Fixture.Site.thing
    let auth = Recorder<String>(name: "auth")
    let api = Recorder<String>(name: "api")
    let pattern = Pattern(ordered: false, title: "SessionTests.chain")
    let login = site.expect("login", in: auth, on: pattern, line: 30)
    let token = site.expect("token", in: auth, after: [login], on: pattern, line: 31)
    site.expect("fetch", in: api, after: [token], on: pattern, line: 32)
    site.record("login", in: auth, line: 18)
    site.record("fetch", in: api, line: 19)
    site.record("token", in: auth, line: 20)
    return ReportIndex(pattern.check())
  }

  @Test func `the selected expectation's edges are marked at their other ends`() {
    let report = Self.chain()
    let screen = Screen.text(
      after: [.character("2"), .character("j")], size: Screen.large, report: report)
    #expect(
      screen == #"""
        SessionTests.chain  ✗ FAILED  strict, unordered · 3 interactions · 2 recorders · 3 expectations             mismatch 1/1
        DOBBY-E002 out of order 1
        ─ 1 Timeline ──────────────────────── #2 of 3 ─┬─[2 Expectations]────────────────────────────────────── 3 expectations ─
          step auth api                                │  ✓ E1 auth == "login"                          ↑ before E2  fulfilled
          #1   "login" ✓E1                             │> ○ E2 auth == "token"                                         pending
        > #2   │    "fetch" ✗ DOBBY-E002               │  ✗ E3 api == "fetch"                            ↓ after E2   violated ◂
          #3   "token" ✓E2                             ├─ 3 Detail ──────────────────────────────────────────────────── #2 api ─
                                                       │ #2 api  ✗ DOBBY-E002 out of order
                                                       │ value    "fetch"
                                                       │ at       Tests/ThingTests.swift:19
                                                       │ why      E3 must come after E2: came before #3
                                                       │ after    E2 auth == "token"   Tests/ThingTests.swift:31
                                                       │ matched  E3 api == "fetch"   Tests/ThingTests.swift:32
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

  /// A report made by hand may name any step as the one a broken edge's
  /// interaction came before: one that is no step reads `?`, and the
  /// pane still draws (a fuzzed report once trapped here).
  @Test(arguments: [3, -1, Int.max])
  func `a broken edge's later step outside the timeline reads ?`(step: Int) throws {
    var report = Self.chain().report
    let index = try #require(report.mismatches.firstIndex { $0.predecessorStep != nil })
    report.mismatches[index].predecessorStep = TimelineStep(index: step)
    let screen = Screen.text(
      after: [.character("2"), .character("j")], size: Screen.large, report: ReportIndex(report))
    #expect(screen.contains("│ why      E3 must come after E2: came before ?\n"))
  }

  @Test func `in ASCII the marks are ASCII, and without the focus there are none`() {
    let report = Self.chain()
    let focused = Screen.text(
      after: [.character("2"), .character("j")], size: Screen.large, ascii: true,
      report: report)
    #expect(focused.contains("^ before E2"))
    #expect(focused.contains("v after E2"))
    let unfocused = Screen.text(size: Screen.large, report: report)
    #expect(!unfocused.contains("before E"))
    #expect(!unfocused.contains("after E2 "))
  }
}

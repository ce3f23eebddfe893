import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// Every command of the table, as a state transition.
struct DebuggerStateTests {
  let checkout = Fixture.sendsReceiptIndex()
  let numbers = ReportIndex(Fixture.numbers())
  let passing = ReportIndex(Fixture.passing())

  /// The checkout state after `keys`.
  func state(_ keys: [Key], size: Size = Screen.large) -> DebuggerState {
    Screen.state(after: keys, size: size, report: checkout)
  }

  /// The numbers state after `keys`, at 80×24 (nine timeline rows).
  func numbersState(_ keys: [Key]) -> DebuggerState {
    Screen.state(after: keys, size: Screen.medium, report: numbers)
  }

  /// The header's `i/N` for a state.
  func rank(_ state: DebuggerState, _ report: ReportIndex) -> Int? {
    state.selectedMismatch.map { report.rank(ofMismatch: $0) + 1 }
  }

  // MARK: Opening

  @Test func `a report opens on its first divergence with the timeline focused`() {
    let state = state([])
    #expect(state.cursor == 1)
    #expect(state.selectedMismatch.map { checkout.report.mismatches[$0].step } == 2)
    #expect(state.focus == .timeline)
    #expect(!state.helpVisible && state.prompt == nil && state.filter == nil)
  }

  @Test func `a passing report opens on its first step`() {
    let state = DebuggerState(report: passing, size: Screen.large)
    #expect(state.cursor == 0)
    #expect(state.selectedMismatch == nil)
    #expect(passing.verifyRow == nil && passing.rowCount == 1)
  }

  @Test func `a long timeline opens with its divergence in the middle of the pane`() {
    let state = numbersState([])
    #expect(state.cursor == 19)
    #expect(state.timelineTop == 19 - 4)
  }

  // MARK: Stepping

  @Test(arguments: [Key.character("j"), .down])
  func `j and down step to the next row`(key: Key) {
    let state = state([key])
    #expect(state.cursor == 2)
    #expect(rank(state, checkout) == 2)
  }

  @Test(arguments: [Key.character("k"), .up])
  func `k and up step to the previous row, which has no mismatch`(key: Key) {
    let state = state([key])
    #expect(state.cursor == 0)
    #expect(state.selectedMismatch == nil)
  }

  @Test func `stepping stops at both ends`() {
    #expect(state([.character("k"), .character("k"), .character("k")]).cursor == 0)
    #expect(state(Array(repeating: .character("j"), count: 9)).cursor == 3)
  }

  @Test(arguments: [Key.character("g"), .home])
  func `g and Home go to the first step`(key: Key) {
    #expect(state([key]).cursor == 0)
  }

  @Test(arguments: [Key.character("G"), .end])
  func `G and End go to the verify row`(key: Key) {
    let state = state([key])
    #expect(state.cursor == 3)
    #expect(checkout.verifyRow == 3)
    #expect(rank(state, checkout) == 3)
  }

  @Test func `PgDn and PgUp move by a page less one row, and scroll`() {
    let down = numbersState([.character("g"), .pageDown])
    #expect(down.cursor == 8)
    #expect(down.timelineTop == 0)
    let further = numbersState([.character("g"), .pageDown, .pageDown])
    #expect(further.cursor == 16)
    #expect(further.timelineTop == 16 - 8)
    #expect(numbersState([.character("g"), .pageDown, .pageDown, .pageUp]).cursor == 8)
    #expect(numbersState([.character("g"), .character(" ")]).cursor == 8)
  }

  // MARK: Mismatches

  @Test func `] visits every mismatch in order, each on the verify row too`() {
    var state = state([])
    var visited = [rank(state, checkout)]
    for _ in 0..<3 {
      state.handle(.character("]"), report: checkout)
      visited.append(rank(state, checkout))
    }
    #expect(visited == [1, 2, 3, 4])
    #expect(state.cursor == 3)
    state.handle(.character("]"), report: checkout)
    #expect(state.message == "no later mismatch")
    #expect(rank(state, checkout) == 4)
  }

  @Test func `[ goes back through the mismatches`() {
    var state = state([.character("G"), .character("]")])
    var visited = [rank(state, checkout)]
    for _ in 0..<3 {
      state.handle(.character("["), report: checkout)
      visited.append(rank(state, checkout))
    }
    #expect(visited == [4, 3, 2, 1])
    state.handle(.character("["), report: checkout)
    #expect(state.message == "no earlier mismatch")
  }

  @Test func `] on a passing report says so`() {
    var state = DebuggerState(report: passing, size: Screen.large)
    state.handle(.character("]"), report: passing)
    #expect(state.message == "no mismatches: the verification passed")
  }

  // MARK: Search

  @Test func `/ searches values and moves to the first match`() {
    let state = state([.character("/")] + Screen.typing("late") + [.enter])
    #expect(state.search == DebuggerState.Search(query: "late", matches: [2]))
    #expect(state.cursor == 2)
    #expect(state.prompt == nil)
  }

  @Test func `search ignores case and looks through codes and recorder names`() {
    #expect(state([.character("/")] + Screen.typing("e004") + [.enter]).search?.matches == [3])
    #expect(state([.character("/")] + Screen.typing("MAILER") + [.enter]).search?.matches == [1])
    #expect(state([.character("/")] + Screen.typing("ラーメン") + [.enter]).search?.matches == [2])
  }

  @Test func `n and N visit the matches and wrap around`() {
    var state = numbersState([.character("g"), .character("/")] + Screen.typing("3") + [.enter])
    // Values with a 3, DOBBY-E003 on #20, and E30 on the verify row (#41).
    let steps = state.search?.matches.map { $0 + 1 }
    #expect(steps == [3, 13, 20, 23, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41])
    #expect(state.cursor == 2)
    state.handle(.character("n"), report: numbers)
    #expect(state.cursor == 12)
    state.handle(.character("N"), report: numbers)
    state.handle(.character("N"), report: numbers)
    #expect(state.cursor == 40)
    #expect(state.message == "search wrapped to the bottom")
    state.handle(.character("n"), report: numbers)
    #expect(state.cursor == 2)
    #expect(state.message == "search wrapped to the top")
  }

  @Test func `a search without a match says so and stays put`() {
    let state = state([.character("/")] + Screen.typing("nowhere") + [.enter])
    #expect(state.cursor == 1)
    #expect(state.search?.matches == [])
    #expect(state.message == #"no match for "nowhere""#)
  }

  @Test func `n before any search explains how to search`() {
    #expect(state([.character("n")]).message == "no search yet: press / to search")
  }

  @Test func `an empty search clears the last one`() {
    let state = state([.character("/"), .character("x"), .enter, .character("/"), .enter])
    #expect(state.search == nil)
  }

  // MARK: Filter

  @Test func `& with a number narrows the timeline to that recorder`() {
    var state = state([.character("&"), .character("2"), .enter])
    #expect(state.filter == .recorder(1))
    #expect(state.cursor == 1)
    state.handle(.character("j"), report: checkout)
    #expect(state.cursor == 3)
  }

  @Test func `& matches recorder names by prefix, ignoring case`() {
    let state = state([.character("&")] + Screen.typing("ORD") + [.enter])
    #expect(state.filter == .recorder(0))
    #expect(state.cursor == 2)
  }

  @Test func `&! keeps only the rows with a mismatch`() {
    let state = numbersState([.character("&"), .character("!"), .enter, .character("g")])
    #expect(state.filter == .mismatches)
    #expect(state.cursor == 19)
  }

  @Test func `an unknown recorder leaves the filter alone`() {
    let state = state([.character("&")] + Screen.typing("zzz") + [.enter])
    #expect(state.filter == nil)
    #expect(state.message == #"no recorder matches "zzz""#)
  }

  @Test func `Esc clears the filter, then the search`() {
    var state = state(
      [.character("/"), .character("o"), .enter, .character("&"), .character("1"), .enter])
    #expect(state.filter != nil && state.search != nil)
    state.handle(.escape, report: checkout)
    #expect(state.filter == nil && state.search != nil)
    state.handle(.escape, report: checkout)
    #expect(state.search == nil)
  }

  @Test func `] skips mismatches the filter hides`() {
    let state = state([.character("g"), .character("&"), .character("1"), .enter, .character("]")])
    #expect(state.cursor == 2)
  }

  // MARK: Panes

  @Test func `Tab and S-Tab cycle the focus through the panes`() {
    #expect(state([.tab]).focus == .expectations)
    #expect(state([.tab, .tab]).focus == .detail)
    #expect(state([.tab, .tab, .tab]).focus == .timeline)
    #expect(state([.backTab]).focus == .detail)
  }

  @Test(arguments: [
    (Key.character("1"), DebuggerState.Pane.timeline), (.character("2"), .expectations),
    (.character("3"), .detail),
  ])
  func `1, 2 and 3 focus a pane`(key: Key, pane: DebuggerState.Pane) {
    #expect(state([.tab, key]).focus == pane)
  }

  @Test func `j and k move the selection in the expectations pane`() {
    #expect(state([.character("2"), .character("j"), .character("j")]).selectedExpectation == 2)
    #expect(state([.character("2"), .character("G"), .character("k")]).selectedExpectation == 1)
    #expect(state([.character("2"), .character("j")]).cursor == 1)
  }

  @Test func `j and k scroll the detail pane within its content`() {
    let small = Screen.small
    let scrolled = state([.character("3"), .character("j"), .character("j")], size: small)
    #expect(scrolled.detailTop == 2)
    let down = [Key.character("3")] + Array(repeating: .character("j"), count: 20)
    let bottom = state(down, size: small).detailTop
    #expect(bottom >= 2 && bottom < 20, "stops at the end of the content")
    #expect(state(down + [.character("j")], size: small).detailTop == bottom)
    #expect(state([.character("3"), .character("j"), .character("k")], size: small).detailTop == 0)
  }

  // MARK: Expand, jump, go to

  @Test func `Enter expands the cursor's row and folds it again`() {
    #expect(state([.enter]).expanded == [1])
    #expect(state([.enter, .enter]).expanded == [])
  }

  @Test func `Enter on the verify row explains that it has no value`() {
    let state = state([.character("G"), .enter])
    #expect(state.expanded.isEmpty)
    #expect(state.message == "the verify row has no value to expand")
  }

  @Test func `Enter in the expectations goes to the selected expectation's step`() {
    let state = state([.character("g"), .character("2"), .enter])
    #expect(state.focus == .timeline)
    #expect(state.cursor == 0)
  }

  @Test func `% jumps from a mismatch to its expectation's step and back`() {
    var state = state([])
    state.handle(.character("%"), report: checkout)
    #expect(state.cursor == 3)
    #expect(state.selectedExpectation == 1)
    state.handle(.character("%"), report: checkout)
    #expect(state.cursor == 1)
    state.handle(.character("%"), report: checkout)
    #expect(state.cursor == 3)
  }

  @Test func `% from an unfulfilled expectation goes to its nearest miss`() {
    let state = state([.character("G"), .character("]"), .character("%")])
    #expect(state.cursor == 2)
  }

  @Test func `% from an out-of-order step goes to where the due expectation matched`() {
    let report = ReportIndex(Fixture.outOfOrder(at: .checkout))
    var state = DebuggerState(report: report, size: Screen.large)
    #expect(state.cursor == 0)
    state.handle(.character("%"), report: report)
    #expect(state.cursor == 1)
    #expect(state.selectedExpectation == 0)
  }

  @Test func `% in the expectations pane goes to that expectation's step`() {
    let state = state([.character("2"), .character("j"), .character("j"), .character("%")])
    #expect(state.focus == .timeline)
    #expect(state.cursor == 3)
  }

  @Test func `: goes to a step by number`() {
    let state = state([.character(":"), .character("1"), .enter])
    #expect(state.cursor == 0)
    #expect(state.prompt == nil)
  }

  @Test func `: refuses a step that does not exist, and anything but digits`() {
    #expect(
      state([.character(":"), .character("9"), .enter]).message
        == "no step #9 (the steps are #1 to #3)")
    let typed = state([.character(":"), .character("x")])
    #expect(typed.prompt == .goToStep(""))
    #expect(typed.message == "type a step number")
  }

  @Test func `going to a step the filter hides clears the filter`() {
    let state = state([
      .character("&"), .character("2"), .enter, .character(":"), .character("1"), .enter,
    ])
    #expect(state.cursor == 0)
    #expect(state.filter == nil)
    #expect(state.message == "filter cleared")
  }

  // MARK: Prompts

  @Test func `typing at a prompt does not run commands`() {
    let state = state([.character("/"), .character("q"), .character("G")])
    #expect(state.prompt == .search("qG"))
    #expect(state.cursor == 1)
  }

  @Test func `Backspace edits the prompt and closes it when empty`() {
    #expect(
      state([.character("/"), .character("a"), .character("b"), .backspace]).prompt == .search("a"))
    #expect(state([.character("/"), .backspace]).prompt == nil)
  }

  @Test func `Esc cancels a prompt without running it`() {
    let state = state([.character("&"), .character("1"), .escape])
    #expect(state.prompt == nil && state.filter == nil)
  }

  // MARK: Help, quit, redraw, resize

  @Test func `? opens the help, j scrolls it, and ? q or Esc close it`() {
    var state = state([.character("?")])
    #expect(state.helpVisible)
    state.handle(.character("j"), report: checkout)
    #expect(state.helpTop == 1 && state.cursor == 1)
    for key in [Key.character("?"), .character("q"), .escape] {
      var open = self.state([.character("?")])
      #expect(open.handle(key, report: checkout) == .none)
      #expect(!open.helpVisible)
    }
  }

  @Test func `q quits, C-L redraws, C-c interrupts even at a prompt`() {
    var state = state([])
    #expect(state.handle(.character("q"), report: checkout) == .quit)
    #expect(state.handle(.controlL, report: checkout) == .redraw)
    #expect(state.handle(.controlC, report: checkout) == .interrupt)
    state.handle(.character("/"), report: checkout)
    #expect(state.handle(.controlC, report: checkout) == .interrupt)
  }

  @Test func `a resize keeps the cursor in view`() {
    var state = numbersState([.character("G")])
    #expect(state.handle(.resize(Size(columns: 40, rows: 10)), report: numbers) == .redraw)
    #expect(state.size == Size(columns: 40, rows: 10))
    let lines = 10 - 4 - 1
    #expect(state.timelineTop <= 40 - 1 && state.timelineTop > 40 - lines)
  }

  @Test func `keys without a command change nothing`() {
    var state = state([])
    let before = state
    #expect(state.handle(.character("z"), report: checkout) == .none)
    #expect(state == before)
  }

  // MARK: Mouse

  @Test func `a click moves the cursor to the row under it; the wheel scrolls`() {
    var state = state([])
    state.handle(.click(row: 4, column: 10), report: checkout)
    #expect(state.cursor == 0)
    state.handle(.wheelDown, report: checkout)
    #expect(state.cursor == 3)
    state.handle(.click(row: 5, column: 80), report: checkout)
    #expect(state.focus == .expectations && state.selectedExpectation == 2)
  }
}

import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Testing

@testable import DobbyTUI

struct DiffStateTests {
  func state(_ name: String, rows: Int = 24) -> (DiffState, RecordingComparison) {
    let comparison = Fixture.raceComparison(name)
    let state = DiffState(
      comparison: comparison, nameA: "a", nameB: "b", size: Size(columns: 100, rows: rows))
    return (state, comparison)
  }

  @Test func `it opens on the first difference`() {
    #expect(state("inserted").0.cursor == 3)
    #expect(state("deleted").0.cursor == 5)
    #expect(state("identical").0.cursor == 0)
  }

  @Test func `brackets go to the next and previous difference, and say when there is none`() {
    var events = Fixture.raceEvents
    events[1] = .order("A-7")
    events[6] = .mail("late")
    let comparison = RecordingComparison(
      Fixture.race(Fixture.raceEvents), Fixture.race(events))
    #expect(comparison.differences == [1, 6])
    var state = DiffState(
      comparison: comparison, nameA: "a", nameB: "b", size: Size(columns: 100, rows: 24))
    #expect(state.cursor == 1)
    state.handle(.character("]"), comparison: comparison)
    #expect(state.cursor == 6)
    state.handle(.character("]"), comparison: comparison)
    #expect(state.cursor == 6)
    #expect(state.message == "no later difference")
    state.handle(.character("["), comparison: comparison)
    #expect(state.cursor == 1)
    #expect(state.message == nil)
  }

  @Test func `j and k step, g and G go to the ends, and the cursor stays on a row`() {
    var (state, comparison) = state("changed")
    state.handle(.character("j"), comparison: comparison)
    #expect(state.cursor == 5)
    state.handle(.up, comparison: comparison)
    state.handle(.character("k"), comparison: comparison)
    #expect(state.cursor == 3)
    state.handle(.character("G"), comparison: comparison)
    #expect(state.cursor == 7)
    state.handle(.character("j"), comparison: comparison)
    #expect(state.cursor == 7)
    state.handle(.character("g"), comparison: comparison)
    #expect(state.cursor == 0)
  }

  @Test func `search finds values and recorder names on either side`() {
    var (state, comparison) = state("changed")
    state.handle(.character("g"), comparison: comparison)
    state.handle(.character("/"), comparison: comparison)
    for character in "a-9" { state.handle(.character(character), comparison: comparison) }
    #expect(state.typing == "a-9")
    state.handle(.enter, comparison: comparison)
    #expect(state.query == "a-9")
    #expect(state.matches == [4])
    #expect(state.cursor == 4)
    state.handle(.character("/"), comparison: comparison)
    for character in "mailer" { state.handle(.character(character), comparison: comparison) }
    state.handle(.enter, comparison: comparison)
    #expect(state.matches == [2, 6])
    #expect(state.cursor == 6)
    state.handle(.character("N"), comparison: comparison)
    #expect(state.cursor == 2)
    state.handle(.escape, comparison: comparison)
    #expect(state.query == nil)
  }

  @Test func `Tab moves the focus to the verdicts and back; q quits`() {
    var (state, comparison) = state("changed")
    state.handle(.tab, comparison: comparison)
    #expect(state.focus == .verdicts)
    state.handle(.tab, comparison: comparison)
    #expect(state.focus == .steps)
    #expect(state.handle(.character("q"), comparison: comparison) == .quit)
    #expect(state.handle(.controlC, comparison: comparison) == .interrupt)
  }

  @Test func `? opens the key list, which scrolls and closes without moving the cursor`() {
    var (state, comparison) = state("changed", rows: 12)
    let cursor = state.cursor
    state.handle(.character("?"), comparison: comparison)
    #expect(state.helpVisible && state.helpTop == 0)
    state.handle(.character("j"), comparison: comparison)
    state.handle(.character("j"), comparison: comparison)
    state.handle(.character("k"), comparison: comparison)
    #expect(state.helpTop == 1 && state.cursor == cursor)
    #expect(state.handle(.character("q"), comparison: comparison) == .none)
    #expect(!state.helpVisible)
    state.handle(.character("?"), comparison: comparison)
    #expect(state.helpTop == 0)
    state.handle(.escape, comparison: comparison)
    #expect(!state.helpVisible && state.cursor == cursor)
  }

  @Test func `Enter turns whole values on and off, and the steps make room for them`() {
    var (state, comparison) = state("changed")
    let lines = state.stepLines(comparison)
    state.handle(.enter, comparison: comparison)
    #expect(state.expanded && state.stepLines(comparison) < lines)
    state.handle(.enter, comparison: comparison)
    #expect(!state.expanded && state.stepLines(comparison) == lines)
  }

  @Test func `the key list names the comparison's commands in its own words`() {
    let help = Dictionary(
      uniqueKeysWithValues: KeyMap.diffBindings.map { ($0.keyLabel(ascii: true), $0.help) })
    #expect(help["]"] == "next difference")
    #expect(help["j Down"] == "next row (or line, in the verdicts)")
    #expect(help["q"] == "quit (exit status 1 when the runs differ)")
    #expect(KeyMap.diffBindings.count == KeyMap.diffCommands.count)
    #expect(!KeyMap.diffBindings.contains { $0.command == .filter || $0.command == .jump })
  }

  @Test func `paging scrolls a long comparison and keeps the cursor in view`() {
    let events = (1...200).map { Fixture.RaceEvent.order("A-\($0)") }
    var changed = events
    changed[150] = .order("X")
    let comparison = RecordingComparison(
      Fixture.race(events), Fixture.race(changed, expecting: events))
    var state = DiffState(
      comparison: comparison, nameA: "a", nameB: "b", size: Size(columns: 100, rows: 24))
    #expect(state.cursor == 150)
    #expect(state.top <= 150 && 150 < state.top + 13)
    state.handle(.pageUp, comparison: comparison)
    #expect(state.cursor < 150)
    #expect(state.top <= state.cursor)
    let frame = render(state, comparison: comparison, size: Size(columns: 100, rows: 24)).text
    #expect(frame.contains("> "))
  }
}

import DobbyCore
import DobbyTUI
import Testing

struct PickerTests {
  let entries = [
    PickerState.Entry(name: "CheckoutTests.b.dobby.jsonl", detail: "2026-11-30 01:22  3 KB"),
    PickerState.Entry(name: "CheckoutTests.a.dobby.jsonl", detail: "2026-11-29 18:05  12 KB"),
    PickerState.Entry(name: "Evil\u{1B}[2J.dobby.jsonl", detail: "2026-11-28 09:00  1 KB"),
  ]

  @Test func `the picker lists recordings newest first with the cursor on the first`() {
    let picker = PickerState(
      directory: ".dobby/recordings", entries: entries, size: Size(columns: 60, rows: 8))
    #expect(
      render(picker, size: Size(columns: 60, rows: 8)).text == #"""
        dobby-tui  3 recordings in .dobby/recordings, newest first
        ────────────────────────────────────────────────────────────
        > CheckoutTests.b.dobby.jsonl        2026-11-30 01:22  3 KB
          CheckoutTests.a.dobby.jsonl        2026-11-29 18:05  12 KB
          Evil\u{1B}[2J.dobby.jsonl          2026-11-28 09:00  1 KB


        j/k ↑/↓ move  Enter open  q quit
        """#)
  }

  @Test func `keys move the cursor, Enter opens and q leaves`() {
    var picker = PickerState(directory: "d", entries: entries, size: Size(columns: 60, rows: 8))
    #expect(picker.handle(.character("j")) == .none)
    #expect(picker.cursor == 1)
    picker.handle(.character("G"))
    #expect(picker.cursor == 2)
    picker.handle(.down)
    #expect(picker.cursor == 2)
    #expect(picker.handle(.enter) == .open(2))
    picker.handle(.character("g"))
    #expect(picker.cursor == 0)
    #expect(picker.handle(.character("q")) == .quit)
    #expect(picker.handle(.controlC) == .interrupt)
  }

  @Test func `a long list scrolls to keep the cursor in view`() {
    let many = (1...20).map { PickerState.Entry(name: "r\($0).dobby.jsonl", detail: "") }
    var picker = PickerState(directory: "d", entries: many, size: Size(columns: 40, rows: 8))
    picker.handle(.character("G"))
    #expect(picker.top == 15)
    let text = render(picker, size: Size(columns: 40, rows: 8)).text
    #expect(text.contains("> r20.dobby.jsonl"))
    #expect(!text.contains("r15.dobby.jsonl"))
  }
}

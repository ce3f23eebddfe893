import DobbyCore
import DobbyTUI
import Testing

struct PickerTests {
  let entries = [
    PickerState.Entry(
      name: "CheckoutTests.b.dobby.jsonl", title: "CheckoutTests.sendsReceipt", outcome: .failed,
      code: "DOBBY-E001", time: "2026-11-30 01:22:33", modified: 300, count: 3),
    PickerState.Entry(
      name: "AuditTests.a.dobby.jsonl", title: "AuditTests.logsEveryRefund", outcome: .passed,
      time: "2026-11-29 18:05:07", modified: 200, count: 12),
    PickerState.Entry(
      name: "Evil\u{1B}[2J.dobby.jsonl", outcome: .unreadable, time: "2026-11-28 09:00:00",
      modified: 100, note: "cannot be read: line 1: not JSON"),
  ]
  let size = Size(columns: 72, rows: 8)

  @Test func `one row per recording: outcome, first code, test, time and interactions`() {
    let picker = PickerState(directory: ".dobby/recordings", entries: entries, size: size)
    #expect(
      render(picker, size: size).text == #"""
        dobby-tui  3 recordings in .dobby/recordings, newest first
        ────────────────────────────────────────────────────────────────────────
             code        test                        saved                 steps
        > ✗  DOBBY-E001  CheckoutTests.sendsReceipt  2026-11-30 01:22:33       3
          ✓              AuditTests.logsEveryRefund  2026-11-29 18:05:07      12
          ?              Evil\u{1B}[2J…1: not JSON)  2026-11-28 09:00:00       ?

        j/k move  Enter open  / filter  s sort  q quit
        """#)
  }

  @Test func `the cases of a parameterised test show their arguments and seconds apart`() {
    let cases = [
      PickerState.Entry(
        name: "a.dobby.jsonl", title: #"PaymentTests.charges(currency: "EUR")"#, outcome: .failed,
        code: "DOBBY-E004", time: "2026-11-30 01:22:33", modified: 2, count: 2),
      PickerState.Entry(
        name: "b.dobby.jsonl", title: #"PaymentTests.charges(currency: "GBP")"#, outcome: .failed,
        code: "DOBBY-E004", time: "2026-11-30 01:22:34", modified: 3, count: 2),
    ]
    let picker = PickerState(directory: "recordings", entries: cases, size: size)
    #expect(
      render(picker, size: size).text == #"""
        dobby-tui  2 recordings in recordings, newest first
        ────────────────────────────────────────────────────────────────────────
             code        test                        saved                 steps
        > ✗  DOBBY-E004  PaymentTests.…ency: "GBP")  2026-11-30 01:22:34       2
          ✗  DOBBY-E004  PaymentTests.…ency: "EUR")  2026-11-30 01:22:33       2


        j/k move  Enter open  / filter  s sort  q quit
        """#)
  }

  @Test func `save times are shown to the second`() {
    #expect(PickerState.Entry.savedTime(secondsSince1970: 0, utc: true) == "1970-01-01 00:00:00")
    #expect(
      PickerState.Entry.savedTime(secondsSince1970: 1_796_001_753.9, utc: true)
        == "2026-11-30 01:22:33")
    #expect(PickerState.Entry.timeWidth == "2026-11-30 01:22:33".count)
  }

  @Test func `a long title is cut in the middle, where test names differ least`() {
    let long = PickerState.Entry(
      name: "x.dobby.jsonl",
      title: "CheckoutIntegrationTests.sendsTheReceiptAfterTheCardIsChargedTwice", outcome: .failed,
      time: "2026-11-30 01:22:33", modified: 1, count: 3)
    let narrow = Size(columns: 60, rows: 6)
    let text = render(PickerState(directory: "d", entries: [long], size: narrow), size: narrow).text
    #expect(
      text.contains("> ✗              CheckoutIntegrati…ardIsChargedTwice       3"), "\(text)")
    #expect(!text.contains("saved"), "the time gives way to the title: \(text)")
  }

  @Test func `keys from the command table move the cursor, Enter opens and q leaves`() {
    var picker = PickerState(directory: "d", entries: entries, size: size)
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

  @Test func `slash filters as it is typed and Esc clears the filter`() {
    var picker = PickerState(directory: "d", entries: entries, size: size)
    picker.handle(.character("/"))
    #expect(picker.isTypingFilter)
    for character in "audit" { picker.handle(.character(character)) }
    #expect(picker.listed == [1])
    #expect(render(picker, size: size).text.contains("/audit   Enter: keep  Esc: clear"))
    picker.handle(.enter)
    #expect(!picker.isTypingFilter)
    #expect(render(picker, size: size).text.contains("1 of 3 recordings"))
    #expect(picker.handle(.enter) == .open(1))
    #expect(picker.handle(.escape) == .none)
    #expect(picker.listed == [0, 1, 2])
    #expect(picker.cursor == 1, "the cursor stays on the recording it was on")
    #expect(picker.handle(.escape) == .quit)
  }

  @Test func `the filter matches codes too, and nothing matching says so`() {
    var picker = PickerState(directory: "d", entries: entries, size: size)
    for key in [Key.character("/"), .character("e"), .character("0"), .character("0")] {
      picker.handle(key)
    }
    #expect(picker.listed == [0])
    picker.handle(.character("9"))
    #expect(picker.listed.isEmpty)
    #expect(render(picker, size: size).text.contains("(none matches the filter)"))
    picker.handle(.backspace)
    #expect(picker.listed == [0])
  }

  @Test func `s sorts by newest, then test name, then failures first`() {
    let older = PickerState.Entry(
      name: "z.dobby.jsonl", title: "ZTests.fails", outcome: .failed, modified: 50, count: 1)
    var picker = PickerState(directory: "d", entries: entries + [older], size: size)
    #expect(picker.listed == [0, 1, 2, 3])
    picker.handle(.character("s"))
    #expect(picker.order == .name)
    #expect(picker.listed == [1, 0, 2, 3])
    #expect(render(picker, size: size).text.contains(", by test name"))
    picker.handle(.character("s"))
    #expect(picker.order == .outcome)
    #expect(picker.listed == [0, 3, 2, 1])
    picker.handle(.character("s"))
    #expect(picker.order == .newest)
  }

  @Test func `a long list scrolls to keep the cursor in view`() {
    let many = (1...20).map {
      PickerState.Entry(name: "r\($0).dobby.jsonl", modified: Double(100 - $0))
    }
    let small = Size(columns: 40, rows: 8)
    var picker = PickerState(directory: "d", entries: many, size: small)
    picker.handle(.character("G"))
    #expect(picker.top == 16)
    let text = render(picker, size: small).text
    #expect(text.contains("> ?"))
    #expect(text.contains("r20.dobby.jsonl"))
    #expect(!text.contains("r16.dobby.jsonl"))
  }
}

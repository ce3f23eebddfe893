import DobbyCore
import DobbyTUI
import Testing

/// The picker before its rows are read: drawn from names and times, then
/// filled in as summaries come, the rows in view first.
struct PickerReadingTests {
  /// `count` entries not read yet, newest first.
  func unread(_ count: Int) -> [PickerState.Entry] {
    (0..<count).map {
      PickerState.Entry(
        name: "r\($0).dobby.jsonl", time: "2026-11-30 01:22:33", modified: Double(count - $0))
    }
  }

  func read(_ entry: PickerState.Entry, _ title: String) -> PickerState.Entry {
    var entry = entry
    entry.title = title
    entry.outcome = .failed
    entry.code = "DOBBY-E001"
    entry.count = 3
    return entry
  }

  @Test func `rows not read yet show their file name and question marks`() {
    let size = Size(columns: 60, rows: 6)
    let picker = PickerState(directory: "d", entries: unread(3), size: size)
    #expect(picker.unread == 3)
    #expect(
      render(picker, size: size).text == """
        dobby-tui  3 recordings in d, newest first
        ────────────────────────────────────────────────────────────
             code        test                                  steps
        > ?              r0.dobby.jsonl                            ?
          ?              r1.dobby.jsonl                            ?
        j/k move  Enter open  / filter  s sort  q quit
        """)
  }

  @Test func `the rows in view are read first, then the others in order`() {
    let size = Size(columns: 60, rows: 8)
    var picker = PickerState(directory: "d", entries: unread(100), size: size)
    for _ in 0..<50 { picker.handle(.character("j")) }
    // Rows 47...50 are in view.
    #expect(picker.top == 47)
    #expect(picker.nextToRead(6) == [47, 48, 49, 50, 0, 1])
    picker.fill([47, 48, 49, 50, 0, 1].map { ($0, read(picker.entries[$0], "T\($0)")) })
    #expect(picker.unread == 94)
    #expect(picker.nextToRead(3) == [2, 3, 4])
    picker.fill((2..<100).map { ($0, read(picker.entries[$0], "T\($0)")) })
    #expect(picker.unread == 0)
    #expect(picker.nextToRead(3).isEmpty)
    #expect(picker.entries[50].title == "T50")
  }

  @Test func `entries handed out but not filled in are handed out again`() {
    let size = Size(columns: 60, rows: 5)
    var picker = PickerState(directory: "d", entries: unread(10), size: size)
    #expect(picker.nextToRead(4) == [0, 1, 2, 3])
    picker.fill([(0, read(picker.entries[0], "T0"))])
    #expect(picker.nextToRead(4) == [1, 2, 3, 4])
    picker.fill((1..<10).map { ($0, read(picker.entries[$0], "T\($0)")) })
    #expect(picker.unread == 0 && picker.nextToRead(4).isEmpty)
  }

  @Test func `filling in keeps the cursor on its entry and the list in its order`() {
    let size = Size(columns: 60, rows: 8)
    var picker = PickerState(directory: "d", entries: unread(4), size: size)
    picker.handle(.character("s"))  // by test name: read titles change the order
    picker.handle(.character("j"))
    let selected = picker.listed[picker.cursor]
    picker.fill([(0, read(picker.entries[0], "Z")), (3, read(picker.entries[3], "A"))])
    #expect(picker.listed[picker.cursor] == selected)
    #expect(picker.entries[picker.listed[0]].title == "A")
  }
}

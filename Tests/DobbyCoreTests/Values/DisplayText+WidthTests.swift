import DobbyCore
import Testing

struct DisplayTextWidthTests {
  @Test(arguments: [
    ("abc", 3), ("日本", 4), ("🙂", 2), ("🇫🇷", 2), ("🇫🇷🇩🇪", 4), ("e\u{301}", 1), ("❤️", 2), ("", 0),
  ])
  func `display width counts terminal columns`(text: String, columns: Int) {
    #expect(DisplayText.width(text) == columns)
  }

  @Test func `truncate and pad keep to the columns`() {
    #expect(DisplayText.truncate("日本語テキスト", to: 6) == "日本…")
    #expect(DisplayText.width(DisplayText.truncate("🇫🇷🇫🇷🇫🇷", to: 5)) <= 5)
    #expect(DisplayText.pad("日本", to: 6) == "日本  ")
  }
}

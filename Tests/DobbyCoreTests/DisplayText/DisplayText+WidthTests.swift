import DobbyCore
import Glibc
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

  @Test(arguments: [
    (0x17000, 2), (0x1B000, 2), (0x16FE4, 0), (0x1F600, 2), (0x0301, 0), (0x00AD, 1),
    (0x200B, 0), (0x1160, 0), (0xAC00, 2), (0x0041, 1), (0x0007, 0),
  ])
  func `scalars take their widths from the Unicode data`(scalar: UInt32, columns: Int) {
    #expect(DisplayText.width(Unicode.Scalar(scalar)!) == columns)
  }

  /// Scalars on which Dobby deliberately differs from glibc (see
  /// `Scripts/generate-width-table`): two blocks glibc widens by a list of
  /// its own, where Dobby follows East_Asian_Width, and the regional
  /// indicators, 2 columns each (a flag, a pair of them, is 2 in all).
  static let deliberate: [ClosedRange<UInt32>] = [
    0x3248...0x324F, 0x4DC0...0x4DFF, 0x1F1E6...0x1F1FF,
  ]

  /// glibc's `wcwidth`, which the `Glibc` module does not export (it needs
  /// `_XOPEN_SOURCE`), looked up in the C library.
  typealias WCWidth = @convention(c) (wchar_t) -> Int32

  @Test func `widths agree with glibc's wcwidth wherever both define one`() throws {
    guard setlocale(LC_ALL, "C.UTF-8") != nil else {
      Issue.record("the C.UTF-8 locale is not available")
      return
    }
    let symbol = try #require(dlsym(nil, "wcwidth"), "wcwidth is not in the C library")
    let wcwidth = unsafeBitCast(symbol, to: WCWidth.self)
    var disagreements: [(UInt32, Int32, Int)] = []
    for value in UInt32(0x20)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned
      else { continue }
      let theirs = wcwidth(wchar_t(bitPattern: value))
      guard theirs >= 0, !Self.deliberate.contains(where: { $0.contains(value) }) else { continue }
      let ours = DisplayText.width(scalar)
      if Int(theirs) != ours { disagreements.append((value, theirs, ours)) }
    }
    let shown = disagreements.prefix(20).map {
      "U+\(String($0.0, radix: 16, uppercase: true)) glibc \($0.1) dobby \($0.2)"
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(shown)")
  }
}

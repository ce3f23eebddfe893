import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// No screen of the debugger shows a recorded character that could drive
/// the terminal: values, names, titles and matcher descriptions are all
/// escaped before they reach a cell.
struct TerminalSafetyScreenTests {
  static let hostile: String = {
    let values: [UInt32] =
      Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
      + [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E]
      + [0x2066, 0x2067, 0x2068, 0x2069, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x2028, 0x2029]
    return String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
  }()

  @Test func `an unused reaction read from a file is escaped in the detail pane`() {
    let index = ReportIndex(Fixture.unusedReaction(naming: Self.hostile))
    let size = Size(columns: 120, rows: 30)
    let text = render(DebuggerState(report: index, size: size), report: index, size: size).text
    #expect(text.contains("newer"))
    let unsafe = text.unicodeScalars.filter { $0 != "\n" && DisplayText.isUnsafe($0) }
    #expect(unsafe.isEmpty, "\(unsafe.map(\.value))")
  }

  @Test(arguments: [(120, 30), (80, 24), (40, 10)])
  func `hostile values, names and titles are escaped on every pane`(columns: Int, rows: Int) {
    let texts = Recorder<String>(name: "texts" + Self.hostile)
    texts.record(Self.hostile + "\u{1B}]0;pwned\u{07}")
    let pattern = Pattern(title: "title" + Self.hostile)
    pattern.expect(matches("is " + Self.hostile) { (_: String) in false }, in: texts)
    let index = ReportIndex(pattern.check())
    let size = Size(columns: columns, rows: rows)
    var state = DebuggerState(report: index, size: size)
    for key in [Key.enter, .character("?"), .escape, .tab, .character("%")] {
      let text = render(state, report: index, size: size).text
      let unsafe = text.unicodeScalars.filter { $0 != "\n" && DisplayText.isUnsafe($0) }
      #expect(unsafe.isEmpty, "after \(key): \(unsafe.map(\.value))")
      _ = state.handle(key, report: index)
    }
  }
}

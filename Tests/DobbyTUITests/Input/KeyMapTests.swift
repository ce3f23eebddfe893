import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

struct KeyMapTests {
  @Test func `every command has a binding and every binding a key and help`() {
    #expect(Set(KeyMap.bindings.map(\.command)) == Set(Command.allCases))
    #expect(KeyMap.bindings.count == Command.allCases.count)
    #expect(KeyMap.bindings.allSatisfy { !$0.keys.isEmpty && !$0.help.isEmpty })
  }

  @Test func `the table binds the keys the debugger article lists`() {
    let expected: [(Key, Command)] = [
      (.character("j"), .stepDown), (.down, .stepDown), (.character("k"), .stepUp),
      (.up, .stepUp), (.character("]"), .nextMismatch), (.character("["), .previousMismatch),
      (.character("g"), .first), (.home, .first), (.character("G"), .last), (.end, .last),
      (.pageUp, .pageUp), (.pageDown, .pageDown), (.character("/"), .search),
      (.character("n"), .nextMatch), (.character("N"), .previousMatch),
      (.character("&"), .filter), (.escape, .clear), (.tab, .nextPane),
      (.character("1"), .focusTimeline), (.character("2"), .focusExpectations),
      (.character("3"), .focusDetail), (.enter, .expand), (.character("%"), .jump),
      (.character(":"), .goToStep), (.character("?"), .help), (.character("q"), .quit),
      (.controlL, .redraw), (.controlC, .interrupt),
    ]
    for (key, command) in expected {
      #expect(KeyMap.command(for: key) == command, "\(key)")
    }
    #expect(KeyMap.command(for: .character("z")) == nil)
  }

  @Test func `the help overlay shows one line per binding, in table order`() {
    let size = Size(columns: 100, rows: 40)
    let report = Fixture.sendsReceiptIndex()
    let state = Screen.state(after: [.character("?")], size: size, report: report)
    let lines = render(state, report: report, size: size).text.split(separator: "\n")
    for binding in KeyMap.bindings {
      #expect(
        lines.contains { $0.contains(binding.keyLabel()) && $0.contains(binding.help) },
        "\(binding.command)")
    }
  }

  @Test func `key names have ASCII forms`() {
    #expect(KeyMap.binding(of: .stepDown).keyLabel() == "j ↓")
    #expect(KeyMap.binding(of: .stepDown).keyLabel(ascii: true) == "j Down")
    #expect(KeyMap.binding(of: .pageDown).keyLabel() == "PgDn Space")
    #expect(Key.controlL.label() == "C-L")
  }
}

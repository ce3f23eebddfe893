import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// The source pane beside the checkout scenario, whose test file
/// (`/src/Tests/CheckoutTests.swift`) the report carries lines 27 to 44 of.
struct SourcePaneTests {
  static func report(file: String? = nil) -> ReportIndex {
    var report = Fixture.sendsReceipt()
    let lines = (27...44).map { number in
      switch number {
      case 30...32: "    pattern.expect(order\(number - 29), in: orders)  // line \(number)"
      case 40...42: "    orders.record(order\(number - 39))\t// line \(number)"
      default: "    // line \(number)"
      }
    }
    report.sourceSnippets = [
      SourceSnippet(path: "/src/Tests/CheckoutTests.swift", firstLine: 27, lines: lines, file: file)
    ]
    return ReportIndex(report)
  }

  static func state(
    _ keys: [Key] = [], size: Size = Screen.large, report: ReportIndex = report(),
    editor: String? = nil
  ) -> DebuggerState {
    var state = DebuggerState(
      report: report, size: size,
      options: DebuggerState.Options(basePath: "/src", sourcePane: true, editor: editor))
    for key in keys { state.handle(key, report: report) }
    return state
  }

  static func text(_ keys: [Key] = [], size: Size = Screen.large, report: ReportIndex = report())
    -> String
  {
    render(state(keys, size: size, report: report), report: report, size: size).text
  }

  /// The pane's rows: its title and the lines under it, in the left
  /// column (up to the rule its title meets, else `columns` wide).
  static func pane(_ screen: String, columns: Int? = nil) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
      let title = lines.firstIndex(where: { $0.hasPrefix("─ ") && $0.contains("CheckoutTests") })
    else { return [] }
    let columns =
      columns ?? lines[title].firstIndex(of: "┤").map {
        lines[title].distance(from: lines[title].startIndex, to: $0)
      }
      ?? lines[title].count
    return lines[title..<(lines.count - 1)].map {
      var row = String($0.prefix(columns))
      while row.last == " " { row.removeLast() }
      return row
    }
  }

  @Test func `at 120×30 the pane under the timeline marks the cursor's line`() {
    #expect(
      Self.pane(Self.text()) == [
        "─ Source ───────── Tests/CheckoutTests.swift:41 · from the recording ─",
        " 38 │     // line 38",
        " 39 │     // line 39",
        " 40 │     orders.record(order1)    // line 40",
        ">41 │     orders.record(order2)    // line 41",
        " 42 │     orders.record(order3)    // line 42",
        " 43 │     // line 43",
        " 44 │     // line 44",
      ])
  }

  @Test func `the pane follows j and k, and the expectation selected in the test`() {
    // Near the end of the lines carried, the window stops at the last.
    let down = Self.pane(Self.text([.character("j")]))
    #expect(down[5] == ">42 │     orders.record(order3)    // line 42")
    #expect(down.last == " 44 │     // line 44")
    #expect(
      Self.pane(Self.text([.character("k")]))[4] == ">40 │     orders.record(order1)    // line 40")
    // The expectations focused: E1's line, 30, where the file begins the
    // lines carried (27) the window starts there.
    let expectations = Self.pane(Self.text([.character("2")]))
    #expect(expectations.first?.hasPrefix("─ CheckoutTests.sendsReceipt ─") == true)
    #expect(expectations[4] == ">30 │     pattern.expect(order1, in: orders)  // line 30")
    #expect(expectations[1] == " 27 │     // line 27")
  }

  @Test func `where the file is the title offers e, and where nothing is the pane says so`() {
    let found = Self.pane(Self.text(report: Self.report(file: "/src/Tests/CheckoutTests.swift")))
    #expect(found.first == "─ Source ───────────────────── Tests/CheckoutTests.swift:41 · e edit ─")
    let none = Self.pane(Self.text(report: ReportIndex(Fixture.sendsReceipt())))
    #expect(
      none == [
        "─ Source ────────────────────────────── Tests/CheckoutTests.swift:41 ─",
        " no source for Tests/CheckoutTests.swift:41: the file is not here and…",
        "", "", "", "", "", "",
      ])
  }

  /// The report opened where the test file has been edited since: the
  /// recording carried lines 37 to 44, and the file found now has a line
  /// more above them.
  static func editedReport() -> ReportIndex {
    let path = "/src/Tests/CheckoutTests.swift"
    var report = Fixture.sendsReceipt()
    let carried = (37...44).map { "    // line \($0)" }
    let now = ["import Testing"] + (1...60).map { "    // line \($0)" }
    report.sourceSnippets = [
      SourceSnippet(path: path, firstLine: 37, lines: carried),
      SourceSnippet(path: path, firstLine: 1, lines: now, file: path),
    ]
    report.source.changedFiles = [path]
    return ReportIndex(report)
  }

  @Test func `a file edited since the recording: its carried lines, under a notice`() {
    let edited = Self.editedReport()
    #expect(
      Self.pane(Self.text(report: edited)) == [
        "─ Source ─ Tes…/CheckoutTests.swift:41 · from the recording · e edit ─",
        " edited since the recording: the lines as they ran; now line 42",
        " 39 │     // line 39",
        " 40 │     // line 40",
        ">41 │     // line 41",
        " 42 │     // line 42",
        " 43 │     // line 43",
        " 44 │     // line 44",
      ])
    // E1's line, 30, was not carried: it comes from the file as it is now.
    #expect(
      Self.pane(Self.text([.character("2")], report: edited)) == [
        "─ CheckoutTests.sendsReceipt ─ Tests/CheckoutTests.swift:30 · e edit ─",
        " edited since the recording: the line may have moved",
        " 28 │     // line 27",
        " 29 │     // line 28",
        ">30 │     // line 29",
        " 31 │     // line 30",
        " 32 │     // line 31",
        " 33 │     // line 32",
      ])
  }

  @Test func `e opens an edited file where the recorded line stands now`() {
    let edited = Self.editedReport()
    var state = Self.state(report: edited, editor: "vim")
    #expect(
      state.handle(.character("e"), report: edited)
        == .openEditor(
          EditorLaunch(editor: "vim", file: "/src/Tests/CheckoutTests.swift", line: 42)))
    // E1's line was not carried: the recorded number is all there is.
    state = Self.state([.character("2")], report: edited, editor: "vim")
    #expect(
      state.handle(.character("e"), report: edited)
        == .openEditor(
          EditorLaunch(editor: "vim", file: "/src/Tests/CheckoutTests.swift", line: 30)))
  }

  @Test func `c hides the pane, + and - resize it, and it yields at small sizes`() {
    #expect(Self.pane(Self.text([.character("c")])).isEmpty)
    #expect(Self.pane(Self.text([.character("+")])).count == 9)
    #expect(Self.pane(Self.text([.character("-"), .character("-")])).count == 6)
    #expect(Self.pane(Self.text(Array(repeating: .character("-"), count: 9))).count == 4)
    let medium = Self.pane(Self.text(size: Screen.medium), columns: 80)
    #expect(medium.first?.hasPrefix("─ Source ─") == true)
    #expect(!Self.text(size: Size(columns: 80, rows: 16)).contains("─ Source ─"))
    #expect(!Self.text(size: Screen.small).contains("─ Source ─"))
    var state = Self.state(size: Size(columns: 80, rows: 16))
    state.handle(.character("+"), report: Self.report())
    #expect(state.message == "no room for the source pane at 80×16")
  }

  @Test func `e opens the editor at the line, or says why it cannot`() {
    let here = Self.report(file: "/src/Tests/CheckoutTests.swift")
    var state = Self.state(report: here, editor: "vim")
    #expect(
      state.handle(.character("e"), report: here)
        == .openEditor(
          EditorLaunch(editor: "vim", file: "/src/Tests/CheckoutTests.swift", line: 41)))
    state = Self.state(report: here)
    #expect(state.handle(.character("e"), report: here) == .none)
    #expect(
      state.message == "no editor to open Tests/CheckoutTests.swift:41: set $VISUAL or $EDITOR")
    state = Self.state(editor: "vim")
    #expect(state.handle(.character("e"), report: Self.report()) == .none)
    #expect(state.message == "no file for Tests/CheckoutTests.swift:41 on this machine")
  }
}

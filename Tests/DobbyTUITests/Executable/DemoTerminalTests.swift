import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// `dobby-tui --demo` at a real terminal: the recording the real library
  /// makes of the demo's wrong-currency checkout, opened on its cause.
  @Suite(.serialized, .tmuxInstalled)
  struct DemoTerminalTests {
    /// A 120×30 window running `dobby-tui --demo` with its recordings in the
    /// test's temporary directory, once the test presses Enter.
    func start() throws -> Tmux {
      let binary = try Program.executable()
      return try Tmux { directory in
        "read go; env LC_ALL=C.UTF-8 DOBBY_RECORDINGS=\(Program.quoted(directory.path)) "
          + "\(Program.quoted(binary)) --demo; " + Tmux.reportStatus
      }
    }

    /// The README shows the debugger as it opens on the demo: its text
    /// block is this screen, the blank rows of the detail pane left out.
    @Test func `the README's debugger block is the screen it opens on`() throws {
      let tmux = try start()
      try tmux.send("Enter")
      let screen = try tmux.waitForAll(
        ["mismatch 1/1", "> #4 ", "  .1           == \"A-1001\"", "j/k step"], seconds: 60)
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).replacing(/\s+$/, with: "")
      }
      let shown = lines.filter { $0 != String(repeating: " ", count: 66) + "│" && !$0.isEmpty }
      let readme = try String(
        contentsOf: URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
          .appendingPathComponent("../../../README.md"),
        encoding: .utf8)
      #expect(readme.contains("```text\n" + shown.joined(separator: "\n") + "\n```\n"))
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }

    @Test func `it opens on the USD charge, % goes to E4's row and back, q exits 0`() throws {
      let tmux = try start()
      try tmux.send("Enter")
      // The cause: #4, the charge in USD, E4's nearest miss, with its caller
      // and the field that differs.
      try tmux.waitForAll(
        [
          "mismatch 1/1", "> #4 ", "miss     nearest miss of E4 · unfulfilled",
          "called   CheckoutService.checkout(_:)", ".0.currency",
        ], seconds: 60)
      // % goes to E4's row, where it was skipped, and back to the USD charge.
      try tmux.press("%", until: "> #5 ")
      try tmux.press("%", until: "> #4 ")
      // E4's mismatch sits on #5, where a later expectation skipped it.
      try tmux.press("]", until: "> #5 ")
      try tmux.press("]", until: "no later mismatch")
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}

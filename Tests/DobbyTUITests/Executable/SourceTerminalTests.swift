import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// The source pane at a real terminal: it follows `j`/`k` on the demo's
  /// recording and on one whose source file is gone, and `e` starts the
  /// editor at the line.
  @Suite(.serialized, .tmuxInstalled)
  struct SourceTerminalTests {
    /// A 120×30 window running `dobby-tui` with `arguments`, with its
    /// recordings and `VISUAL` as `environment` says, once the test presses
    /// Enter.
    func start(_ arguments: String, environment: String = "") throws -> Tmux {
      let binary = try Program.executable()
      return try Tmux { directory in
        "read go; env LC_ALL=C.UTF-8 DOBBY_RECORDINGS=\(Program.quoted(directory.path)) "
          + "\(environment) \(Program.quoted(binary)) \(arguments); " + Tmux.reportStatus
      }
    }

    @Test func `on the demo the pane follows j and k, and shows the test's line on E4`() throws {
      let tmux = try start("--demo", environment: "VISUAL= EDITOR=")
      try tmux.send("Enter")
      try tmux.waitForAll(
        [
          "> #4 ", "─ CheckoutService.checkout(_:) ─", "/CheckoutService.swift:49",
          ">49 │       charge = try payments.charge(amount, for: order.id)",
        ], seconds: 60)
      try tmux.press("k", until: ">41 │     audit.log(.reserved(order: order.id))")
      try tmux.press("k", until: ">40 │     for line in order.lines { inventory.reserve(")
      try tmux.press("j", "j", until: ">49 │       charge = try payments.charge(")
      // In the expectations, the pane shows the selected one's line in the test.
      try tmux.press("2", until: "─ CheckoutTests.chargesOrderCurrency ─")
      try tmux.waitFor(">66 │     for line in order.lines { pattern.expect(")
      // No editor set: one line says so.
      try tmux.press("e", until: "set $VISUAL or $EDITOR")
      // `c` hides the pane, `c` shows it again.
      try tmux.send("1")
      try tmux.send("c")
      try tmux.waitForScreen("the pane hidden") { !$0.contains(">49 │") && $0.contains("> #4 ") }
      try tmux.press("c", until: ">49 │")
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }

    @Test func `with its file deleted the pane shows the snippet the recording carries`() throws {
      let directory = try TemporaryDirectory()
      let source = directory.url("CheckoutTests.swift")
      try ((1...60).map { "let line\($0) = \($0)" }.joined(separator: "\n") + "\n").write(
        to: source, atomically: true, encoding: .utf8)
      let path = try Program.save(
        Fixture.sendsReceipt(at: source.path), in: URL(fileURLWithPath: directory.path),
        name: "gone")
      try FileManager.default.removeItem(at: source)
      let tmux = try start(Program.quoted(path))
      try tmux.send("Enter")
      try tmux.waitForAll(
        ["> #2 ", "CheckoutTests.swift:41 · from the recording", ">41 │ let line41 = 41"])
      try tmux.press("j", until: ">42 │ let line42 = 42")
      try tmux.press("k", "k", until: ">40 │ let line40 = 40")
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }

    @Test func `e starts the editor at the caller's line and the debugger comes back`() throws {
      let directory = try TemporaryDirectory()
      let arguments = directory.url("arguments")
      // A stub editor named vi, so it gets `+LINE FILE`: it writes its
      // arguments and returns.
      let editor = directory.url("vi")
      try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \(Program.quoted(arguments.path))\n".write(
        to: editor, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
      let tmux = try start("--demo", environment: "VISUAL=\(Program.quoted(editor.path))")
      try tmux.send("Enter")
      try tmux.waitForAll(["> #4 ", ">49 │"], seconds: 60)
      try tmux.send("e")
      let deadline = Date().addingTimeInterval(10)
      while !FileManager.default.fileExists(atPath: arguments.path), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
      }
      try tmux.waitForAll(["> #4 ", ">49 │", "j/k step"])
      let written = try String(contentsOf: arguments, encoding: .utf8)
        .split(separator: "\n").map(String.init)
      #expect(written.count == 2)
      #expect(written.first == "+49")
      #expect(written.last?.hasSuffix("/Demo/DobbyDemo/Shop/CheckoutService.swift") == true)
      #expect(written.last?.hasPrefix("/") == true)
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }
  }
}

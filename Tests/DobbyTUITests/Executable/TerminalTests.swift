import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// `dobby-tui` at a real terminal: tmux on a private socket, read through
  /// `capture-pane`, waiting for text with a deadline.
  @Suite(.serialized, .tmuxInstalled)
  struct TerminalTests {
    /// Starts a 120×30 window whose shell runs `dobby-tui` on the checkout
    /// recording once the test presses Enter (so that the pane's title can
    /// be read first), then prints `exited with status N`; returns the
    /// session and the title.
    ///
    /// The shell outlives a C-c (its trap is a no-op handler, which the
    /// program does not inherit), reaps the program, and stays (tmux can
    /// lose the status, and the last output, of a pane process that exits).
    func start(_ environment: String = "") throws -> (Tmux, String) {
      let binary = try Program.executable()
      let tmux = try Tmux { directory in
        let recording = try Program.save(Fixture.sendsReceipt(), in: directory, name: "checkout")
        return
          "trap true INT; read go; env LC_ALL=C.UTF-8 \(environment) \(Program.quoted(binary)) "
          + Program.quoted(recording) + "; " + Tmux.reportStatus
      }
      return (tmux, try tmux.display("#{pane_title}"))
    }

    @Test func `it opens on the first divergence and follows ], G, g and ?`() throws {
      let (tmux, _) = try start()
      try tmux.send("Enter")
      try tmux.waitForAll([
        "mismatch 1/4", "> #2     │", #"value    "re\u{1B}]0;pwned\u{7}ceipt""#,
        #"Order(id: 1, item: "寿司 🍣", note: "ok") ✓E1   "#,
      ])
      try tmux.press("]", until: "mismatch 2/4")
      try tmux.press("G", until: "> verify ✗ DOBBY-E004 E3")
      try tmux.press("g", until: "> #1")
      try tmux.press("?", until: "open the line in $VISUAL or $EDITOR")
      try tmux.send("Escape")
      try tmux.waitForScreen("the help closing") { !$0.contains("┌─ Keys") }
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
      #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func `a resize to 30×8 shows the notice and back restores the screen`() throws {
      let (tmux, _) = try start()
      try tmux.press("Enter", until: "mismatch 1/4")
      try tmux.resize(columns: 30, rows: 8)
      try tmux.waitForAll(["terminal too small", "30×8: needs 40×10"])
      try tmux.resize(columns: 120, rows: 30)
      // Wait for the whole frame, not just its header.
      try tmux.waitForAll(["mismatch 1/4", "3 Detail"])
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }

    @Test func `C-c restores the terminal and exits with status 130`() throws {
      let (tmux, _) = try start()
      try tmux.press("Enter", until: "mismatch 1/4")
      #expect(try tmux.display("#{alternate_on}") == "1")
      try tmux.send("C-c")
      #expect(try tmux.waitForExit() == 130)
      #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func `SIGTERM restores the terminal and exits with status 143`() throws {
      let (tmux, _) = try start()
      try tmux.press("Enter", until: "mismatch 1/4")
      let pid = try #require(try tmux.programPID())
      kill(pid, SIGTERM)
      #expect(try tmux.waitForExit() == 143)
      #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func `a recorded escape sequence cannot retitle the pane`() throws {
      let (tmux, title) = try start()
      try tmux.press("Enter", until: #"\u{1B}]0;pwned\u{7}"#)
      #expect(try tmux.display("#{pane_title}") == title)
      #expect(!title.contains("pwned"))
      try tmux.send("q")
      _ = try tmux.waitForExit()
      #expect(try tmux.display("#{pane_title}") == title)
    }

    @Test func `an unknown terminal falls back to the plain report`() throws {
      let (tmux, _) = try start("TERM=no-such-terminal")
      try tmux.send("Enter")
      #expect(try tmux.waitForExit() == 1)
      let screen = try tmux.capture()
      // The report is longer than the pane: its last lines are on screen.
      #expect(screen.contains("summary: 4 mismatches - 2 unexpected, 0 out of order"))
      #expect(screen.contains("error: DOBBY-E004 unfulfilled: E2 mailer == \"receipt\""))
      #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test
    func `a directory opens a picker, newest first, with outcome and code, that opens recordings`()
      throws
    {
      let binary = try Program.executable()
      let tmux = try Tmux { directory in
        let recordings = directory.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        let older = try Program.save(
          Fixture.outOfOrder(at: .checkout), in: recordings, name: "older")
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: older)
        _ = try Program.save(Fixture.sendsReceipt(), in: recordings, name: "newer")
        return "cd \(Program.quoted(directory.path)); env LC_ALL=C.UTF-8 "
          + "\(Program.quoted(binary)) recordings; " + Tmux.reportStatus
      }
      // Wait for every row, not just the picker's title.
      try tmux.waitForAll([
        "2 recordings in recordings, newest first", "> ✗  DOBBY-E001  CheckoutTests.sendsReceipt",
        "  ✗  DOBBY-E002  ",
      ])
      try tmux.press("j", until: "> ✗  DOBBY-E002")
      try tmux.press("Enter", until: "mismatch 1/1")
      try tmux.press("q", until: "> ✗  DOBBY-E002")
      try tmux.send("/")
      try tmux.press("-l", "Checkout", until: "1 of 2 recordings")
      try tmux.press("Escape", until: "2 recordings in recordings")
      try tmux.press("s", until: "recordings, by test name")
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
      #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func `the picker's row of a large recording comes from the file's ends`() throws {
      let binary = try Program.executable()
      let tmux = try Tmux { directory in
        let recordings = directory.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        let big = try Program.save(Fixture.synthetic(count: 20_000), in: recordings, name: "big")
        let size = try FileManager.default.attributesOfItem(atPath: big)[.size] as? Int ?? 0
        #expect(size > 4 << 20)
        _ = try Program.save(Fixture.sendsReceipt(), in: recordings, name: "small")
        return "cd \(Program.quoted(directory.path)); env LC_ALL=C.UTF-8 "
          + "\(Program.quoted(binary)) recordings; " + Tmux.reportStatus
      }
      let picker = try tmux.waitForAll(["2 recordings in recordings", "BigTests.million"])
      let row = try #require(picker.split(separator: "\n").first { $0.contains("BigTests") })
      #expect(row.contains("✗  DOBBY-E001  BigTests.million"), "\(picker)")
      #expect(row.contains("20000"), "\(picker)")
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
    }

    @Test func `a large recording shows a loading line, bytes read of the total, right away`()
      throws
    {
      let binary = try Program.executable()
      var output: URL?
      let tmux = try Tmux { directory in
        output = directory.appendingPathComponent("pane.out")
        let recording = try Program.save(
          Fixture.synthetic(count: 20_000), in: directory, name: "big")
        return "trap true INT; read go; env LC_ALL=C.UTF-8 \(Program.quoted(binary)) "
          + Program.quoted(recording) + " --plain > /dev/null; " + Tmux.reportStatus
      }
      let log = try #require(output)
      // Everything written to the pane, the line erased at the end included.
      _ = try tmux.run(["pipe-pane", "-t", "test", "-o", "cat >> " + Program.quoted(log.path)])
      try tmux.send("Enter")
      #expect(try tmux.waitForExit(seconds: 60) == 1)
      let written = try String(contentsOf: log, encoding: .utf8)
      #expect(written.contains("loading big.dobby.jsonl  0.0 of "), "\(written.suffix(400))")
      #expect(written.contains("MiB (100%)"), "\(written.suffix(400))")
      #expect(written.contains("\u{1B}[K"), "the line is erased once read")
    }
  }
}

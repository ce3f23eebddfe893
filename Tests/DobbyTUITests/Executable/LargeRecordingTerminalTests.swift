import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// `dobby-tui` on a 200,000-interaction recording at a real terminal: it
  /// shows its loading line, opens on the first mismatch with every lane's
  /// value readable, and steps, jumps and quits. (How fast is measured by
  /// `dobby-bench`, W6 and W8, not here.)
  ///
  /// Not under the thread sanitizer, which makes loading such a file take
  /// minutes; the plain suite runs it.
  @Suite(.serialized, .tmuxInstalled, .notUnderTheThreadSanitizer)
  struct LargeRecordingTerminalTests {
    static let count = 200_000

    @Test func `it loads with a progress line, opens on the first mismatch, and moves`() throws {
      let binary = try Program.executable()
      var output: URL?
      let tmux = try Tmux { directory in
        output = directory.appendingPathComponent("pane.out")
        let recording = try Program.save(
          Fixture.synthetic(count: Self.count, lanes: 8), in: directory, name: "huge")
        return "trap true INT; read go; env LC_ALL=C.UTF-8 \(Program.quoted(binary)) "
          + Program.quoted(recording) + "; " + Tmux.reportStatus
      }
      let log = try #require(output)
      _ = try tmux.run(["pipe-pane", "-t", "test", "-o", "cat >> " + Program.quoted(log.path)])
      try tmux.send("Enter")
      // The first mismatch: step #1000, unexpected, on the eighth recorder,
      // whose lane has scrolled into view.
      try tmux.waitForAll(
        [
          "mismatch 1/200", "> #1000 ", "999 ✗ DOBBY-E001", "#1000 of 200000 · lanes",
          "‹lane", "#1000 lane7  ✗ DOBBY-E001 unexpected",
        ], seconds: 180)
      let written = try String(contentsOf: log, encoding: .utf8)
      #expect(written.contains("loading huge.dobby.jsonl  0.0 of "), "\(written.prefix(400))")
      // The second mismatch; the first again, and no earlier one.
      try tmux.send("]")
      try tmux.waitForAll(["mismatch 2/200", "> #2000 "], seconds: 30)
      try tmux.send("[")
      try tmux.send("[")
      try tmux.waitForAll(["> #1000 ", "no earlier mismatch"], seconds: 30)
      try tmux.press("G", until: "#200000 of 200000", seconds: 30)
      // The first step.
      try tmux.send("g")
      try tmux.waitForAll(["> #1 ", "lanes 1-"], seconds: 30)
      try tmux.send("q")
      #expect(try tmux.waitForExit(seconds: 30) == 0)
    }
  }
}

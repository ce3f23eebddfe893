import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

/// `dobby-tui` on a 200,000-interaction recording at a real terminal: it
/// shows its loading line, opens on the first mismatch with every lane's
/// value readable, and steps, jumps and quits. (How fast is measured by
/// `dobby-bench`, W6 and W8, not here.)
///
/// Not under the thread sanitizer, which makes loading such a file take
/// minutes; the plain suite runs it.
@Suite(
  .serialized, .enabled(if: Tmux.shouldRun, "tmux is not installed (set CI to fail instead)"),
  .disabled(if: Sanitizer.threadIsActive, "too slow under the thread sanitizer"))
struct LargeRecordingTerminalTests {
  static let count = 200_000

  @Test func `it loads with a progress line, opens on the first mismatch, and moves`() throws {
    let binary = try Program.executable()
    var output: URL?
    let tmux = try Tmux { directory in
      output = directory.appendingPathComponent("pane.out")
      let recording = try Program.save(
        Scenario.synthetic(count: Self.count, lanes: 8), in: directory, name: "huge")
      return "trap true INT; read go; env LC_ALL=C.UTF-8 \(Program.quoted(binary)) "
        + Program.quoted(recording) + "; " + Tmux.reportStatus
    }
    let log = try #require(output)
    _ = try tmux.run(["pipe-pane", "-t", "test", "-o", "cat >> " + Program.quoted(log.path)])
    try tmux.send("Enter")
    // The first mismatch: step #1000, unexpected, on the eighth recorder,
    // whose lane has scrolled into view.
    let opening = [
      "mismatch 1/200", "> #1000 ", "999 ✗ E001", "#1000 of 200000 · lanes",
      "‹lane", "#1000 lane7  ✗ DOBBY-E001 unexpected",
    ]
    let screen = try tmux.waitForScreen("the opening screen", seconds: 180) { screen in
      opening.allSatisfy { screen.contains($0) }
    }
    for text in opening { #expect(screen.contains(text), "\(screen)") }
    let written = try String(contentsOf: log, encoding: .utf8)
    #expect(written.contains("loading huge.dobby.jsonl  0.0 of "), "\(written.prefix(400))")
    try tmux.send("]")
    try tmux.waitForScreen("the second mismatch", seconds: 30) {
      $0.contains("mismatch 2/200") && $0.contains("> #2000 ")
    }
    try tmux.send("[")
    try tmux.send("[")
    try tmux.waitForScreen("the first mismatch again, and no earlier one", seconds: 30) {
      $0.contains("> #1000 ") && $0.contains("no earlier mismatch")
    }
    try tmux.send("G")
    try tmux.waitForScreen("the last step", seconds: 30) { $0.contains("#200000 of 200000") }
    try tmux.send("g")
    try tmux.waitForScreen("the first step", seconds: 30) {
      $0.contains("> #1 ") && $0.contains("lanes 1-")
    }
    try tmux.send("q")
    #expect(try tmux.waitForExit(seconds: 30) == 0)
  }
}

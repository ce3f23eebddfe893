import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension TerminalSessions {
  /// `dobby-tui DIR` on a directory of 10,000 recordings: the picker's first
  /// frame comes from the listing alone, its rows are filled in afterwards,
  /// and `q`, Ctrl-C and SIGTERM end it at once while they are. (How fast
  /// the first frame is, is measured by `dobby-bench`; these deadlines only
  /// keep a regression from hanging.)
  ///
  /// Not under the thread sanitizer, whose slowdown these deadlines do not
  /// allow for.
  @Suite(.serialized, .tmuxInstalled, .notUnderTheThreadSanitizer)
  struct PickerScaleTerminalTests {
    static let count = 10_000

    /// A pane that, after Enter, opens the picker on `count` copies of one
    /// failed recording.
    private func start() throws -> Tmux {
      let binary = try Program.executable()
      return try Tmux { directory in
        let recordings = directory.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        let first = try Program.save(Fixture.sendsReceipt(), in: recordings, name: "r0")
        // Hard links: as many regular files, made in a moment.
        for n in 1..<Self.count {
          let name = recordings.appendingPathComponent("r\(n).dobby.jsonl").path
          guard link(first, name) == 0 else { throw TmuxError("cannot link \(name)") }
        }
        return "cd \(Program.quoted(directory.path)); trap true INT; read go; "
          + "env LC_ALL=C.UTF-8 \(Program.quoted(binary)) recordings; " + Tmux.reportStatus
      }
    }

    /// Seconds from `start` until now.
    private func since(_ start: ContinuousClock.Instant) -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func `the first frame comes at once and the rows are filled in as they are read`()
      throws
    {
      let tmux = try start()
      let started = ContinuousClock.now
      try tmux.send("Enter")
      try tmux.waitFor("10000 recordings in recordings, newest first", seconds: 5)
      let firstFrame = since(started)
      #expect(firstFrame < 5, "first frame after \(firstFrame) s")
      // The rows in view are read first.
      try tmux.waitFor("> ✗  DOBBY-E001  CheckoutTests.", seconds: 30)
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 0)
      #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test(arguments: [("q", 0), ("C-c", 130), ("SIGTERM", 143)])
    func `q, Ctrl-C and SIGTERM end the picker while it is still reading`(
      key: String, status: Int
    ) throws {
      let tmux = try start()
      try tmux.send("Enter")
      try tmux.waitFor("10000 recordings in recordings", seconds: 5)
      let asked = ContinuousClock.now
      try tmux.interrupt(with: key)
      #expect(try tmux.waitForExit(seconds: 5) == status)
      let took = since(asked)
      #expect(took < 1, "\(key) took \(took) s")
      #expect(try tmux.display("#{alternate_on}") == "0")
    }
  }
}

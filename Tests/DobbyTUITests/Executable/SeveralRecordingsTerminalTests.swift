import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// Several recordings at a real terminal (tmux): `--format` reports them
  /// all; without it, several paths are a one-line error.
  @Suite(.serialized, .tmuxInstalled)
  struct SeveralRecordingsTerminalTests {
    /// A window running `dobby-tui` with `arguments` (given the recordings
    /// directory `recordings`, holding `a` and `b`), then its exit status.
    func start(_ arguments: @escaping (String) -> String) throws -> Tmux {
      let binary = try Program.executable()
      return try Tmux { directory in
        let recordings = directory.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        _ = try Program.save(Fixture.sendsReceipt(), in: recordings, name: "a")
        _ = try Program.save(Fixture.outOfOrder(at: .checkout), in: recordings, name: "b")
        return "cd \(Program.quoted(directory.path)); env LC_ALL=C.UTF-8 "
          + "\(Program.quoted(binary)) \(arguments("recordings")); " + Tmux.reportStatus
      }
    }

    @Test func `--format junit on a directory counts every recording`() throws {
      let tmux = try start { "\($0) --format junit | grep -E '<testsuites|<testcase'" }
      #expect(try tmux.waitForExit() == 0)  // grep's status
      let screen = try tmux.capture()
      #expect(screen.contains(#"<testsuites tests="2" failures="2">"#), "\(screen)")
      #expect(
        screen.contains(#"name="CheckoutTests.sendsReceipt" file="recordings/a.dobby.jsonl""#))
    }

    @Test func `several files without --plain or --format are one line and status 2`() throws {
      let tmux = try start { "\($0)/a.dobby.jsonl \($0)/b.dobby.jsonl" }
      #expect(try tmux.waitForExit() == 2)
      let screen = try tmux.capture()
      #expect(
        screen.contains(
          "dobby-tui: several FILEs or DIRs are reported only with --plain or --format; "
            + "open one at a time"), "\(screen)")
      #expect(try tmux.display("#{alternate_on}") == "0")
    }
  }
}

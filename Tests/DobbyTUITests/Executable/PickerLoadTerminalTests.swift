import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// A large recording opened from the picker loads with its progress on
  /// the bottom row, and `q` or SIGTERM end the program meanwhile, without
  /// waiting for the load.
  ///
  /// Not under the thread sanitizer, which makes the recording take minutes
  /// to make and load.
  @Suite(.serialized, .tmuxInstalled, .notUnderTheThreadSanitizer)
  struct PickerLoadTerminalTests {
    @Test(arguments: [("q", 0), ("SIGTERM", 143)])
    func `q and SIGTERM end the program while a recording opened from the picker loads`(
      key: String, status: Int
    ) throws {
      let binary = try Program.executable()
      let tmux = try Tmux { directory in
        let recordings = directory.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        let small = try Program.save(Fixture.sendsReceipt(), in: recordings, name: "small")
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: small)
        _ = try Program.save(Fixture.synthetic(count: 100_000), in: recordings, name: "big")
        return "cd \(Program.quoted(directory.path)); env LC_ALL=C.UTF-8 "
          + "\(Program.quoted(binary)) recordings; " + Tmux.reportStatus
      }
      try tmux.waitFor("> ✗  DOBBY-E001  BigTests.million", seconds: 30)
      try tmux.press("Enter", until: "loading big.dobby.jsonl", seconds: 10)
      let asked = ContinuousClock.now
      try tmux.interrupt(with: key)
      #expect(try tmux.waitForExit(seconds: 5) == status)
      let took = ContinuousClock.now - asked
      #expect(took < .seconds(2), "\(key) took \(took)")
      #expect(try tmux.display("#{alternate_on}") == "0")
    }
  }
}

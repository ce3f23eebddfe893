import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// `dobby-tui --diff SNAPSHOT ACTUAL` at a real terminal, as a failed
  /// `expectSnapshot` prints it: opened on the step that changed.
  @Suite(.serialized, .tmuxInstalled)
  struct SnapshotDiffTerminalTests {
    @Test func `it opens a snapshot and a run on the changed step`() throws {
      let binary = try Program.executable()
      let (a, b) = Fixture.racePair("changed")
      let tmux = try Tmux { directory in
        let snapshot = directory.path + "/checkout" + SnapshotFormat.fileExtension
        try InteractionSnapshot(a).save(to: snapshot)
        let actual = try Program.save(
          InteractionSnapshot.comparable(b, order: .timeline, leavingOut: []), in: directory,
          name: "actual")
        return "read go; env LC_ALL=C.UTF-8 \(Program.quoted(binary)) --diff "
          + "\(Program.quoted(snapshot)) \(Program.quoted(actual)); " + Tmux.reportStatus
      }
      try tmux.send("Enter")
      try tmux.waitForAll(["difference 1/1", "\"A-4\"", "\"A-9\""], seconds: 60)
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 1)
    }
  }
}

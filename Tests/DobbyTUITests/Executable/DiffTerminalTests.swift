import DobbyTestSupport
import Foundation
import Testing

extension TerminalSessions {
  /// `dobby-tui --demo --diff` at a real terminal: the race's passing and
  /// failing runs side by side, opened on the step where they part.
  @Suite(.serialized, .tmuxInstalled)
  struct DiffTerminalTests {
    @Test func `it opens on the inserted step, ] and [ move, / searches, q exits 1`() throws {
      let binary = try Program.executable()
      let tmux = try Tmux { directory in
        "read go; env LC_ALL=C.UTF-8 DOBBY_RECORDINGS=\(Program.quoted(directory.path)) "
          + "\(Program.quoted(binary)) --demo --diff; " + Tmux.reportStatus
      }
      try tmux.send("Enter")
      try tmux.waitForAll(
        [
          "dobby-tui --diff  CheckoutTests.lastItemSoldOnce", "difference 1/1", "A ✓ passed",
          "B ✗ FAILED", "> +", "inventory",
          "#2  OrderLine(sku: \"KB-01\", quantity: 1) ✗ DOBBY-E005",
          "E1 ✓ fulfilled → ✗ DOBBY-E005 exceeded", "+ only in B",
        ], seconds: 60)
      // The first step.
      try tmux.send("k")
      try tmux.waitForAll(["difference -/1", "the same in A and B"])
      try tmux.press("]", until: "difference 1/1")
      try tmux.press("]", until: "no later difference")
      try tmux.send("/")
      try tmux.send("-l", "KB-01")
      try tmux.press("Enter", until: "/KB-01 2 rows")
      try tmux.send("q")
      #expect(try tmux.waitForExit() == 1)
      #expect(try tmux.display("#{alternate_on}") == "0")
    }
  }
}

import DobbyTestSupport
import Testing

/// Every suite that drives the debugger in tmux, one test at a time: each
/// blocks a thread of the shared cooperative pool while it waits for the
/// screen, and with two cores the pool has two, which async tests of other
/// suites need to go on.
@Suite(.serialized) enum TerminalSessions {}

extension Trait where Self == ConditionTrait {
  /// Runs a suite of `TerminalSessions` where tmux is installed, or where
  /// CI is set, so that a missing tmux fails there instead of skipping.
  static var tmuxInstalled: Self {
    .enabled(if: Tmux.shouldRun, "tmux is not installed (set CI to fail instead)")
  }

  /// Skips a suite of `TerminalSessions` whose large recordings or
  /// deadlines the thread sanitizer's slowdown would not allow for.
  static var notUnderTheThreadSanitizer: Self {
    .disabled(if: Sanitizer.threadIsActive, "too slow under the thread sanitizer")
  }
}

import Testing

/// Every suite that drives the debugger in tmux, one test at a time: each
/// blocks a thread of the shared cooperative pool while it waits for the
/// screen, and with two cores the pool has two, which async tests of other
/// suites need to go on.
@Suite(.serialized) enum TerminalSessions {}

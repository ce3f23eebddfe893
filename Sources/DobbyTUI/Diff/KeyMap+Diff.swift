extension KeyMap {
  /// The comparison screen's hint bar, from the same table: `]`/`[` go
  /// to the next and previous difference.
  static let diffHints: [(commands: [Command], word: String)] = [
    ([.stepDown, .stepUp], "step"),
    ([.nextMismatch, .previousMismatch], "difference"),
    ([.help], "help"),
    ([.quit], "quit"),
    ([.search], "search"),
    ([.nextMatch, .previousMatch], "match"),
    ([.nextPane], "pane"),
    ([.first, .last], "ends"),
    ([.expand], "expand"),
  ]

  /// What the comparison screen's keys do, in its own words where they
  /// differ from the debugger's; `nil` keeps the debugger's help.
  package static let diffCommands: [(command: Command, help: String?)] = [
    (.stepDown, "next row (or line, in the verdicts)"),
    (.stepUp, "previous row (or line, in the verdicts)"),
    (.nextMismatch, "next difference"),
    (.previousMismatch, "previous difference"),
    (.first, "first row"),
    (.last, "last row"),
    (.pageDown, nil),
    (.pageUp, nil),
    (.search, "search values and recorder names"),
    (.nextMatch, nil),
    (.previousMatch, nil),
    (.clear, "clear the search"),
    (.nextPane, "focus the other pane"),
    (.focusTimeline, "focus the steps"),
    (.focusExpectations, "focus the verdicts"),
    (.expand, "show the selected row's values whole, or one line"),
    (.help, nil),
    (.redraw, nil),
    (.quit, "quit (exit status 1 when the runs differ)"),
    (.interrupt, nil),
  ]

  /// The comparison screen's command table, for its `?` overlay: the
  /// debugger's keys for the commands it runs.
  package static let diffBindings: [CommandBinding] = diffCommands.compactMap { entry in
    bindings.first { $0.command == entry.command }.map {
      CommandBinding($0.command, $0.keys, entry.help ?? $0.help)
    }
  }
}

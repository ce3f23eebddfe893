extension KeyMap {
  /// The comparison screen's hint bar, from the same table: `]`/`[` go
  /// to the next and previous difference.
  static let diffHints: [(commands: [Command], word: String)] = [
    ([.stepDown, .stepUp], "step"),
    ([.nextMismatch, .previousMismatch], "difference"),
    ([.search], "search"),
    ([.nextMatch, .previousMatch], "match"),
    ([.nextPane], "pane"),
    ([.first, .last], "ends"),
    ([.quit], "quit"),
  ]
}

import DobbyCore

/// The debugger's own marks and rules, declared once beside the marks it
/// shares with the report (``DobbyCore/Glyphs``), each Unicode glyph with its
/// one-column ASCII stand-in.
extension Glyphs {
  var due: String { pick("▸", "*") }
  var pending: String { pick("○", "-") }
  var cursor: String { ">" }
  var searchMatch: String { "*" }
  var vertical: Character { pick("│", "|") }
  var horizontal: Character { pick("─", "-") }
  var teeDown: Character { pick("┬", "+") }
  var teeRight: Character { pick("├", "+") }
  var teeLeft: Character { pick("┤", "+") }
  var related: String { pick("◂", "<") }
  /// Between items of a list on one line.
  var separator: String { pick(" · ", " - ") }
  /// Marks content below the bottom of a pane.
  var moreBelow: String { pick("↓", "v") }
  /// Mark lanes scrolled out of view to the left and to the right.
  var moreLeft: String { pick("‹", "<") }
  var moreRight: String { pick("›", ">") }
  /// Mark the expectations that the selected one must come after, and
  /// those that must come after it (`after:` edges).
  var earlier: String { pick("↑", "^") }
  var later: String { pick("↓", "v") }
  /// Marks an interaction another test recorded: not counted in the verdict.
  var otherTest: String { pick("⊘", "@") }

  /// The glyph of an expectation's state.
  func glyph(_ state: ExpectationState) -> String {
    switch state {
    case .pending: pending
    case .fulfilled: matched
    case .due: due
    case .violated: failed
    }
  }

}

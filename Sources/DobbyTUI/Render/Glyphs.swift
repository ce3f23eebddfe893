import DobbyCore

/// The debugger's marks and rules, in Unicode or ASCII: the verdict marks
/// the report uses (``VerdictMarks``), and the debugger's own.
struct Glyphs: Sendable {
  let verdicts: VerdictMarks
  var matched: String { verdicts.matched }
  var failed: String { verdicts.failed }
  var ignored: String { verdicts.ignored }
  let due: String
  let pending: String
  let cursor: String
  let searchMatch: String
  let vertical: Character
  let horizontal: Character
  let teeDown: Character
  let teeRight: Character
  let teeLeft: Character
  let related: String
  /// Between items of a list on one line.
  let separator: String
  /// Marks content below the bottom of a pane.
  let moreBelow: String
  /// Mark lanes scrolled out of view to the left and to the right.
  let moreLeft: String
  let moreRight: String
  /// Mark the expectations that the selected one must come after, and
  /// those that must come after it (`after:` edges).
  let earlier: String
  let later: String
  /// Marks an interaction another test recorded: not counted in the verdict.
  let otherTest: String

  static let unicode = Glyphs(
    verdicts: .unicode, due: "▸", pending: "○", cursor: ">",
    searchMatch: "*", vertical: "│", horizontal: "─", teeDown: "┬", teeRight: "├",
    teeLeft: "┤", related: "◂",
    separator: " · ", moreBelow: "↓", moreLeft: "‹", moreRight: "›",
    earlier: "↑", later: "↓", otherTest: "⊘")

  static let ascii = Glyphs(
    verdicts: .ascii, due: "*", pending: "-", cursor: ">",
    searchMatch: "*", vertical: "|", horizontal: "-", teeDown: "+", teeRight: "+",
    teeLeft: "+", related: "<",
    separator: " - ", moreBelow: "v", moreLeft: "<", moreRight: ">",
    earlier: "^", later: "v", otherTest: "@")

  static func set(ascii: Bool) -> Glyphs { ascii ? .ascii : .unicode }

  /// The glyph of an expectation's state.
  func glyph(_ state: ExpectationState) -> String {
    switch state {
    case .pending: pending
    case .fulfilled: matched
    case .due: due
    case .violated: failed
    }
  }

  /// Replaces what ASCII terminals cannot show in text we did not choose
  /// the glyphs of (the ellipsis of cut text).
  static func asciiFallback(_ character: Character) -> Character? {
    character == "…" ? "~" : nil
  }
}

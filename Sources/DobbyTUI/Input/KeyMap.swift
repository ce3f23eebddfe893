/// The debugger's one command table: it maps keys to commands and builds
/// the help overlay and the hint bar, so the three never disagree.
package enum KeyMap {
  /// Every binding, in the order the help overlay lists them.
  package static let bindings: [CommandBinding] = [
    CommandBinding(.stepDown, [.character("j"), .down], "next step (or line, in other panes)"),
    CommandBinding(.stepUp, [.character("k"), .up], "previous step"),
    CommandBinding(.nextMismatch, [.character("]")], "next mismatch"),
    CommandBinding(.previousMismatch, [.character("[")], "previous mismatch"),
    CommandBinding(.first, [.character("g"), .home], "first step"),
    CommandBinding(.last, [.character("G"), .end], "last step (the verify row)"),
    CommandBinding(.pageDown, [.pageDown, .character(" ")], "page down"),
    CommandBinding(.pageUp, [.pageUp], "page up"),
    CommandBinding(.search, [.character("/")], "search values, recorders and codes"),
    CommandBinding(.nextMatch, [.character("n")], "next search match"),
    CommandBinding(.previousMatch, [.character("N")], "previous search match"),
    CommandBinding(.filter, [.character("&")], "filter: recorder name or number, ! for mismatches"),
    CommandBinding(.clear, [.escape], "clear the filter, then the search"),
    CommandBinding(.nextPane, [.tab], "focus the next pane"),
    CommandBinding(.previousPane, [.backTab], "focus the previous pane"),
    CommandBinding(.focusTimeline, [.character("1")], "focus the timeline"),
    CommandBinding(.focusExpectations, [.character("2")], "focus the expectations"),
    CommandBinding(.focusDetail, [.character("3")], "focus the detail"),
    CommandBinding(.expand, [.enter], "expand the row's value (expectations: go to it)"),
    CommandBinding(.jump, [.character("%")], "jump between an interaction and its expectation"),
    CommandBinding(.goToStep, [.character(":")], "go to step number"),
    CommandBinding(.toggleSource, [.character("c")], "show or hide the source pane"),
    CommandBinding(.growSource, [.character("+"), .character("=")], "make the source pane taller"),
    CommandBinding(.shrinkSource, [.character("-")], "make the source pane shorter"),
    CommandBinding(.openEditor, [.character("e")], "open the line in $VISUAL or $EDITOR"),
    CommandBinding(.help, [.character("?")], "show or hide this help"),
    CommandBinding(.sort, [.character("s")], "picker: sort by newest, test name or outcome"),
    CommandBinding(.redraw, [.controlL], "redraw the screen"),
    CommandBinding(.quit, [.character("q")], "quit"),
    CommandBinding(.interrupt, [.controlC], "quit at once (exit status 130)"),
  ]

  private static let commandsByKey: [Key: Command] = {
    var table: [Key: Command] = [:]
    for binding in bindings {
      for key in binding.keys {
        precondition(table[key] == nil, "key \(key) is bound twice")
        table[key] = binding.command
      }
    }
    return table
  }()

  /// The command bound to `key`, or `nil` when none is.
  ///
  /// - Complexity: O(1).
  package static func command(for key: Key) -> Command? { commandsByKey[key] }

  /// The binding of `command`.
  package static func binding(of command: Command) -> CommandBinding {
    guard let binding = bindings.first(where: { $0.command == command }) else {
      preconditionFailure("command \(command) has no binding")
    }
    return binding
  }

  /// The hint bar's entries, most useful first: the keys of one or two
  /// commands and a word for them (`j/k step`).
  static let hints: [(commands: [Command], word: String)] = [
    ([.stepDown, .stepUp], "step"),
    ([.nextMismatch, .previousMismatch], "mismatch"),
    ([.help], "help"),
    ([.quit], "quit"),
    ([.search], "search"),
    ([.filter], "filter"),
    ([.expand], "expand"),
    ([.jump], "jump"),
    ([.goToStep], "go to"),
    ([.nextPane], "pane"),
    ([.first, .last], "ends"),
  ]

  /// The picker's hint bar, from the same table: in the picker `/`
  /// filters the list, Enter opens a recording and Esc clears the filter.
  static let pickerHints: [(commands: [Command], word: String)] = [
    ([.stepDown, .stepUp], "move"),
    ([.expand], "open"),
    ([.search], "filter"),
    ([.sort], "sort"),
    ([.quit], "quit"),
  ]
}

/// What a key asks the debugger to do. ``KeyMap/bindings`` says which
/// keys run each command and what it does.
package enum Command: String, Sendable, Hashable, CaseIterable {
  /// Move down or up one step (one line in the other panes).
  case stepDown, stepUp
  /// Select the next or previous mismatch.
  case nextMismatch, previousMismatch
  /// Go to the first or the last row.
  case first, last
  /// Move by a page.
  case pageDown, pageUp
  /// Open the search prompt; visit the next or previous match.
  case search, nextMatch, previousMatch
  /// Open the filter prompt; clear the filter, then the search.
  case filter, clear
  /// Focus the next or previous pane.
  case nextPane, previousPane
  /// Focus one pane.
  case focusTimeline, focusExpectations, focusDetail
  /// Expand the row; jump between an interaction and its expectation;
  /// open the go-to-step prompt.
  case expand, jump, goToStep
  /// Show or hide the source pane; make it taller or shorter; open the
  /// selected location in the editor.
  case toggleSource, growSource, shrinkSource, openEditor
  /// The picker: change the order of the recordings.
  case sort
  /// Show the help; redraw; quit; quit as if interrupted.
  case help, redraw, quit, interrupt
}

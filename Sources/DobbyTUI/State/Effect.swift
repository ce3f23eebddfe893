import DobbyCore

/// What the terminal layer should do after a key.
package enum Effect: Sendable, Hashable {
  /// Draw the new frame.
  case none
  /// Clear the terminal and draw everything again.
  case redraw
  /// Leave normally.
  case quit
  /// Leave as if interrupted (exit status 130).
  case interrupt
  /// Suspend the screen, run the editor, then draw everything again.
  case openEditor(EditorLaunch)
}

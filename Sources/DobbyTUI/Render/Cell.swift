/// One character cell of a ``Frame``.
package struct Cell: Sendable, Hashable {
  /// The character drawn in the cell; a space when empty. A wide
  /// character sits in its first cell.
  package var character: Character
  /// How it is drawn.
  package var style: Style
  /// Whether this is the second cell of a wide character (drawn by the
  /// first; its own `character` is ignored).
  package var isContinuation: Bool

  /// A cell holding `character`.
  package init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty cell.
  package static let blank = Cell()
}

/// What a cell means, which the terminal layer maps to a colour when
/// colour is on. Meaning never rests on colour alone: every role also has
/// a glyph or an attribute.
package enum ColorRole: UInt8, Sendable, Hashable, CaseIterable {
  /// Ordinary text.
  case normal
  /// A match: `✓`, fulfilled.
  case matched
  /// A mismatch: `✗`, violated, FAILED.
  case mismatch
  /// The cursor's row.
  case cursor
  /// Titles, the due expectation, key names.
  case accent
  /// Search matches.
  case search
  /// Lifelines, borders, ignored steps.
  case muted
}

/// Text attributes of a cell, which every terminal can show without colour.
package struct Attributes: OptionSet, Sendable, Hashable {
  /// The attributes as bits.
  package let rawValue: UInt8

  /// The attributes of the given bits.
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (or bright).
  package static let bold = Attributes(rawValue: 1 << 0)
  /// Foreground and background swapped: the cursor.
  package static let reverse = Attributes(rawValue: 1 << 1)
  /// Dim.
  package static let dim = Attributes(rawValue: 1 << 2)
  /// Underlined: search matches.
  package static let underline = Attributes(rawValue: 1 << 3)
}

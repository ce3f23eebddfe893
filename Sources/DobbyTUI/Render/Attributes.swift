/// Text attributes of a cell, which every terminal can show without colour.
public struct Attributes: OptionSet, Sendable, Hashable {
  /// The attributes as bits.
  public let rawValue: UInt8

  /// The attributes of the given bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (or bright).
  public static let bold = Attributes(rawValue: 1 << 0)
  /// Foreground and background swapped: the cursor.
  public static let reverse = Attributes(rawValue: 1 << 1)
  /// Dim.
  public static let dim = Attributes(rawValue: 1 << 2)
  /// Underlined: search matches.
  public static let underline = Attributes(rawValue: 1 << 3)
}

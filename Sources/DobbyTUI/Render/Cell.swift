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

/// What a cell means, which the terminal layer maps to a colour when
/// colour is on. Meaning never rests on colour alone: every role also has
/// a glyph or an attribute.
public enum ColorRole: UInt8, Sendable, Hashable, CaseIterable {
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

/// How a cell is drawn: attributes and a colour role.
public struct Style: Sendable, Hashable {
  /// The attributes.
  public var attributes: Attributes
  /// The colour role.
  public var role: ColorRole

  /// A style of `role` with `attributes`.
  public init(_ role: ColorRole = .normal, _ attributes: Attributes = []) {
    self.role = role
    self.attributes = attributes
  }

  /// Ordinary text.
  public static let plain = Style()
  /// Bold text.
  public static let bold = Style(.normal, .bold)
  /// Borders and lifelines.
  public static let muted = Style(.muted, .dim)
  /// A match.
  public static let matched = Style(.matched)
  /// A mismatch.
  public static let mismatch = Style(.mismatch, .bold)
  /// Titles and key names.
  public static let accent = Style(.accent, .bold)

  /// This style with `attributes` added.
  public func adding(_ attributes: Attributes) -> Style {
    Style(role, self.attributes.union(attributes))
  }
}

/// One character cell of a ``Frame``.
public struct Cell: Sendable, Hashable {
  /// The character drawn in the cell; a space when empty. A wide
  /// character sits in its first cell.
  public var character: Character
  /// How it is drawn.
  public var style: Style
  /// Whether this is the second cell of a wide character (drawn by the
  /// first; its own `character` is ignored).
  public var isContinuation: Bool

  /// A cell holding `character`.
  public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty cell.
  public static let blank = Cell()
}

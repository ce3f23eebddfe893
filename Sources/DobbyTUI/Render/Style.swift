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

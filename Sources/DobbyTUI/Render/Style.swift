/// How a cell is drawn: attributes and a colour role.
package struct Style: Sendable, Hashable {
  /// The attributes.
  package var attributes: Attributes
  /// The colour role.
  package var role: ColorRole

  /// A style of `role` with `attributes`.
  package init(_ role: ColorRole = .normal, _ attributes: Attributes = []) {
    self.role = role
    self.attributes = attributes
  }

  /// Ordinary text.
  package static let plain = Style()
  /// Bold text.
  package static let bold = Style(.normal, .bold)
  /// Borders and lifelines.
  package static let muted = Style(.muted, .dim)
  /// A match.
  package static let matched = Style(.matched)
  /// A mismatch.
  package static let mismatch = Style(.mismatch, .bold)
  /// Titles and key names.
  package static let accent = Style(.accent, .bold)

  /// This style with `attributes` added.
  package func adding(_ attributes: Attributes) -> Style {
    Style(role, self.attributes.union(attributes))
  }
}

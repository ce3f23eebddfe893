/// The marks and colours of the plain-text report, and their ASCII
/// stand-ins.
enum Glyphs {
  static let matched = "✓"
  static let failed = "✗"
  static let ignored = "·"

  enum Style: String {
    case bold = "1"
    case red = "31"
    case green = "32"
    case dim = "2"
  }

  /// `text` wrapped in an ANSI SGR sequence.
  static func paint(_ text: String, _ style: Style) -> String {
    "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
  }

  /// The report's own glyphs replaced by ASCII.
  static func asciify(_ text: String) -> String {
    text.replacingAll([("✓", "+"), ("✗", "x"), ("·", "."), ("…", "..."), ("↻", "@")])
  }
}

extension String {
  /// Replaces every occurrence of each pattern, in one pass over the text.
  func replacingAll(_ pairs: [(Character, String)]) -> String {
    guard contains(where: { c in pairs.contains { $0.0 == c } }) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      if let replacement = pairs.first(where: { $0.0 == character })?.1 {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}

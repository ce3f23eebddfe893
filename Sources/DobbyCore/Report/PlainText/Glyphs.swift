/// The marks and colours of the plain-text report, and their ASCII
/// stand-ins; the verdict marks are ``VerdictMarks``'.
enum Glyphs {
  static let matched = VerdictMarks.unicode.matched
  static let failed = VerdictMarks.unicode.failed
  static let ignored = VerdictMarks.unicode.ignored

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

  /// The report's own glyphs and their ASCII stand-ins.
  private static let asciiPairs = VerdictMarks.asciiPairs + [("…", "..."), ("↻", "@")]

  /// The report's own glyphs replaced by ASCII.
  static func asciify(_ text: String) -> String {
    text.replacingAll(asciiPairs)
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

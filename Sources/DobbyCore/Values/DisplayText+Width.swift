extension DisplayText {
  /// The number of terminal columns `text` takes: 2 for wide and emoji
  /// characters, 0 for combining marks and other zero-width scalars, 1
  /// otherwise. Text should be escaped first (controls have no width).
  ///
  /// - Complexity: O(n) in the number of characters.
  public static func width(_ text: String) -> Int {
    var total = 0
    for character in text { total += width(character) }
    return total
  }

  /// The columns one grapheme cluster takes.
  public static func width(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    let scalars = character.unicodeScalars
    // An emoji presentation sequence (base + U+FE0F) is wide, and so is a
    // flag (a pair of regional indicators).
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) { return 2 }
    return scalars.reduce(0) { $0 + width($1) }
  }

  /// The columns one scalar takes on its own.
  public static func width(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// `text` padded with spaces to `columns` display columns (never cut).
  public static func pad(_ text: String, to columns: Int) -> String {
    let missing = columns - width(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` cut to at most `columns` display columns, ending in `…` when
  /// cut; a wide character that would straddle the edge is left out.
  public static func truncate(_ text: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard width(text) > columns else { return text }
    var result = ""
    var used = 0
    for character in text {
      let w = width(character)
      if used + w > columns - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }
}

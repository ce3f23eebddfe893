/// The one place where recorded text is made safe and short for people to
/// read: the plain report, the CI formats, the debugger and error messages
/// all print values through it.
///
/// A recorded value must not drive the terminal or forge a CI line, so C0
/// and C1 controls, DEL, line and paragraph separators, bidirectional
/// overrides and zero-width characters become visible escapes:
///
/// ```swift
/// DisplayText.escape("a\u{1B}[2Jb")
/// ```
/// ```text
/// a\u{1B}[2Jb
/// ```
public enum DisplayText {
  /// Returns `text` with every invisible or terminal-controlling character
  /// replaced by a visible escape (`\n`, `\t`, `\r`, or `\u{…}`).
  ///
  /// - Parameters:
  ///   - quoted: also escape `"` and `\`, for text shown inside
  ///     quotes.
  ///   - text: The text to escape, such as a recorded value's description.
  /// - Complexity: O(n) in the length of `text`; returns `text` itself when
  ///   nothing needs escaping.
  public static func escape(_ text: String, quoted: Bool = false) -> String {
    // Printable ASCII needs nothing but (quoted) its quotes and backslashes:
    // checked on the bytes, without decoding scalars.
    let plain = text.utf8.allSatisfy { byte in
      byte >= 0x20 && byte < 0x7F && !(quoted && (byte == 0x22 || byte == 0x5C))
    }
    if plain { return text }
    guard text.unicodeScalars.contains(where: { needsEscape($0, quoted: quoted) }) else {
      return text
    }
    return text.replacingScalars { scalar in
      guard needsEscape(scalar, quoted: quoted) else { return nil }
      return switch scalar {
      case "\n": "\\n"
      case "\t": "\\t"
      case "\r": "\\r"
      case "\"": "\\\""
      case "\\": "\\\\"
      default: visible(scalar)
      }
    }
  }

  /// `scalar` as a visible escape: `\u{1B}`.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `scalar` must not reach a terminal or log as it is.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F, 0x80...0x9F: true  // C0, DEL, C1
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi
    case 0x200B...0x200D, 0x2060, 0xFEFF: true  // zero width
    case 0x2028, 0x2029: true  // line and paragraph separators
    default: false
    }
  }

  private static func needsEscape(_ scalar: Unicode.Scalar, quoted: Bool) -> Bool {
    isUnsafe(scalar) || (quoted && (scalar == "\"" || scalar == "\\"))
  }

  /// Returns `text` quoted as a string literal, escaped.
  public static func quote(_ text: String) -> String {
    "\"" + escape(text, quoted: true) + "\""
  }

  /// Returns `text` cut in the middle to at most about `limit` characters,
  /// with the count of what was cut: `head…(1,234 more)…tail`.
  ///
  /// - Precondition: `limit` is at least 16.
  public static func elide(_ text: String, to limit: Int) -> String {
    precondition(limit >= 16, "elision limit must be at least 16 (was \(limit))")
    // No more characters than bytes: a short text needs no count.
    if text.utf8.count <= limit { return text }
    return elide(text, count: text.count, to: limit)
  }

  /// `text`, of `count` characters, cut as ``elide(_:to:)`` cuts it: its
  /// head and tail walked from its ends, its characters not counted again.
  ///
  /// - Complexity: O(`limit`).
  static func elide(_ text: String, count: Int, to limit: Int) -> String {
    guard count > limit else { return text }
    let keep = limit - 12
    let head = keep / 2 + keep % 2
    let tail = keep / 2
    let cut = count - head - tail
    return String(text.prefix(head)) + "…(\(cut) more)…" + String(text.suffix(tail))
  }
}

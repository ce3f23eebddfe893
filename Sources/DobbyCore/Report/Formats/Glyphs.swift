/// The marks Dobby draws, in Unicode or in ASCII: the one table the
/// plain-text report, the comparison of recordings and the debugger share
/// (the debugger adds its own marks and rules, in `DobbyTUI`).
///
/// Every ASCII stand-in is one column wide, as its Unicode glyph is, so that
/// text laid out in columns stays aligned in either set.
package struct Glyphs: Sendable, Equatable {
  /// Whether this is the ASCII set.
  package let isASCII: Bool

  package static let unicode = Glyphs(isASCII: false)
  package static let ascii = Glyphs(isASCII: true)

  /// The ASCII set when `ascii`, else the Unicode set.
  package static func set(ascii: Bool) -> Glyphs { ascii ? .ascii : .unicode }

  /// `unicode` in the Unicode set, `ascii` in the ASCII set: each glyph is
  /// declared once, with its stand-in beside it.
  package func pick<Glyph>(_ unicode: Glyph, _ ascii: Glyph) -> Glyph {
    isASCII ? ascii : unicode
  }

  /// An interaction an expectation consumed; a passed verification.
  package var matched: String { pick("✓", "+") }
  /// A mismatch; a failed verification.
  package var failed: String { pick("✗", "x") }
  /// An interaction a nice pattern ignored.
  package var ignored: String { pick("·", ".") }
  /// Ends, or stands inside, text cut to fit.
  package var ellipsis: String { pick("…", "~") }
  /// A value that contains itself.
  package var cycle: String { pick("↻", "@") }

  /// Each glyph that written text may carry, and its ASCII stand-in.
  private static let standIns: [(Unicode.Scalar, String)] = {
    let glyphs: [KeyPath<Glyphs, String>] = [\.matched, \.failed, \.ignored, \.ellipsis, \.cycle]
    // Each glyph is one scalar.
    return glyphs.flatMap { glyph in
      unicode[keyPath: glyph].unicodeScalars.prefix(1).map { ($0, ascii[keyPath: glyph]) }
    }
  }()

  /// `text` with each of these glyphs replaced by its ASCII stand-in.
  ///
  /// - Complexity: O(n) in the length of `text`.
  package static func asciify(_ text: String) -> String {
    text.replacingAll(standIns)
  }

  /// The ASCII stand-in of `character` when it is one of these glyphs.
  package static func asciiStandIn(for character: Character) -> Character? {
    standIns.first { Character($0.0) == character }.map { Character($0.1) }
  }
}

import DobbyCore

/// How a test title becomes the start of a recording's file name: safe on
/// every file system, readable, and distinct for distinct titles.
///
/// Letters and digits of any script are kept, with their combining marks,
/// and so are ASCII `.`, `_` and `-`; every run of other characters
/// (spaces, `/`, controls, symbols such as `€`) becomes one `_`. Leading
/// dots and dashes go (no hidden files, no options), and the result is
/// cut to ``maxBytes`` bytes of UTF-8. Whenever any of this changed the
/// title, `+` and a short hash of the whole title follow, so that titles
/// that read alike once sanitised still get names of their own:
///
/// ```swift
/// RecordingName.stem(for: "Checkout €")
/// RecordingName.stem(for: "Checkout £")
/// RecordingName.stem(for: "CheckoutTests.pays")
/// ```
/// ```text
/// Checkout_+958a5ad1
/// Checkout_+53df0b8c
/// CheckoutTests.pays
/// ```
///
/// A title kept as it is never holds `+`, so it cannot meet a hashed one.
public enum RecordingName {
  /// The most bytes of UTF-8 a stem takes, its hash included: with the
  /// time, process and counter after it and a temporary file's marks
  /// around it, a name stays well within the 255 bytes that file systems
  /// allow.
  public static let maxBytes = 120

  /// What separates a changed title from its hash: never kept from a title.
  static let hashMarker: Character = "+"

  /// The start of the file name of a recording titled `title`.
  ///
  /// - Complexity: O(n) in the length of `title`.
  public static func stem(for title: String) -> String {
    var result = String.UnicodeScalarView()
    var replaced = false
    var afterKept = false
    for scalar in title.unicodeScalars {
      if isKept(scalar, afterKept: afterKept) {
        result.append(scalar)
        replaced = false
        afterKept = true
      } else {
        if !replaced { result.append("_") }
        replaced = true
        afterKept = false
      }
    }
    var stem = String(result)
    while let first = stem.first, first == "." || first == "-" { stem.removeFirst() }
    if stem.isEmpty { stem = "recording" }
    guard stem.unicodeScalars.elementsEqual(title.unicodeScalars) else {
      return hashed(stem, title: title)
    }
    return stem.utf8.count <= maxBytes ? stem : hashed(stem, title: title)
  }

  /// `stem` cut to leave room for the hash, then `+` and the hash of `title`.
  private static func hashed(_ stem: String, title: String) -> String {
    let suffix = String(hashMarker) + hash(title)
    let room = maxBytes - suffix.utf8.count
    var cut = ""
    var bytes = 0
    // Whole characters only: a letter is never split from its marks.
    for character in stem {
      let size = character.utf8.count
      guard bytes + size <= room else { break }
      cut.append(character)
      bytes += size
    }
    return cut + suffix
  }

  /// Whether `scalar` is kept in a file name: a letter or digit of any
  /// script, a combining mark right after one, or ASCII `.`, `_`, `-`.
  private static func isKept(_ scalar: Unicode.Scalar, afterKept: Bool) -> Bool {
    if scalar.isASCII {
      return ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber:
      return true
    case .nonspacingMark, .spacingMark:
      return afterKept
    default:
      return false
    }
  }

  /// Eight hex digits of the 64-bit FNV-1a hash of `title`'s UTF-8, folded
  /// to 32 bits: the same on every platform and in every run.
  public static func hash(_ title: String) -> String {
    let hash = FNV1a.hash(title)
    let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    let digits = String(folded, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

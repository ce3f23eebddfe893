// The escapes the formats share; each format's own (workflow-command
// properties, for one) stays beside its renderer.

extension String {
  /// Replaces every occurrence of each scalar, in one pass over the text's
  /// scalars: a pattern is never hidden inside a larger character, as
  /// `"\r"` is inside the one character `"\r\n"`, or `'` before a
  /// combining accent.
  ///
  /// - Complexity: O(n·k) for n scalars and k patterns.
  package func replacingAll(_ pairs: [(Unicode.Scalar, String)]) -> String {
    guard unicodeScalars.contains(where: { s in pairs.contains { $0.0 == s } }) else { return self }
    return replacingScalars { scalar in pairs.first { $0.0 == scalar }?.1 }
  }
}

/// `path` as one shell word: as it is when it holds only safe characters,
/// else in single quotes.
package func shellQuoted(_ path: String) -> String {
  let safe = path.unicodeScalars.allSatisfy {
    $0.isASCII
      && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
        || "/._-+:,@%".unicodeScalars.contains($0))
  }
  if safe && !path.isEmpty { return path }
  return "'" + path.replacingAll([("'", "'\\''")]) + "'"
}

/// `text` escaped for XML 1.0 content and attributes. Text from the plain
/// report has already made every control character visible, so only markup
/// and any stray control left are replaced.
///
/// - Complexity: O(n) in the length of `text`.
package func xmlEscaped(_ text: String) -> String {
  text.replacingScalars { scalar in
    switch scalar {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    case "'": "&apos;"
    case "\n", "\t": nil
    default:
      scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
        ? DisplayText.visible(scalar) : nil
    }
  }
}

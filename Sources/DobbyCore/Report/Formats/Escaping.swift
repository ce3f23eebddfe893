// The escapes the formats share; each format's own (workflow-command
// properties, for one) stays beside its renderer.

extension String {
  /// Replaces every occurrence of each pattern, in one pass over the text.
  ///
  /// - Complexity: O(n·k) for n characters and k patterns.
  package func replacingAll(_ pairs: [(Character, String)]) -> String {
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

extension DisplayText {
  /// `text` in lines of at most `columns` display columns, broken at
  /// spaces; a word wider than a line is broken between characters. Runs
  /// of spaces at a break are dropped. At least one line, maybe empty.
  ///
  /// ```swift
  /// DisplayText.wrap("the earlier reaction is tried first", to: 16)
  /// // ["the earlier", "reaction is", "tried first"]
  /// ```
  ///
  /// - Complexity: O(n) in the characters of `text`.
  public static func wrap(_ text: String, to columns: Int) -> [String] {
    let columns = max(1, columns)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = width(String(word))
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= columns {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        (line, lineWidth) = ("", 0)
      }
      for character in word {
        let characterWidth = width(character)
        if lineWidth > 0 && lineWidth + characterWidth > columns {
          lines.append(line)
          (line, lineWidth) = ("", 0)
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    lines.append(line)
    return lines
  }
}

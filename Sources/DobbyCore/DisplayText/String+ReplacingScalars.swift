extension String {
  /// Returns the text with each scalar for which `replacement` returns a
  /// string replaced by that string, and every other scalar kept: the one
  /// pass that the terminal's escapes (``DisplayText/escape(_:quoted:)``)
  /// and XML's (`xmlEscaped(_:)`) each make with their own table.
  ///
  /// - Complexity: O(n) in the length of the text.
  package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      if let text = replacement(scalar) {
        result += text
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension String {
  /// The indices, in this text and in `other`, of the first character
  /// where they differ (their ends where one is a prefix of the other).
  ///
  /// Blocks of bytes are compared by the standard library, and only the
  /// block where they first differ is walked character by character.
  ///
  /// - Complexity: O(n) comparisons of bytes, O(block) of characters.
  func firstDifference(from other: String) -> (String.Index, String.Index) {
    let block = 1 << 14
    let shorter = min(utf8.count, other.utf8.count)
    var same = 0  // bytes known to be the same
    while same < shorter {
      let next = min(shorter, same + block)
      if self[bytes(same..<next)] != other[other.bytes(same..<next)] { break }
      same = next
    }
    // From the start of a character in both that holds no byte not known
    // to be the same: the bytes may end inside a character of one text
    // only (`"e"` and `"e\u{301}"`, `"\r"` and `"\r\n"`).
    var i = index(roundingDown: utf8.index(startIndex, offsetBy: same))
    var j = other.index(roundingDown: other.utf8.index(other.startIndex, offsetBy: same))
    while utf8.distance(from: startIndex, to: i)
      != other.utf8.distance(from: other.startIndex, to: j)
    {
      same = min(
        utf8.distance(from: startIndex, to: i), other.utf8.distance(from: other.startIndex, to: j))
      i = index(roundingDown: utf8.index(startIndex, offsetBy: same))
      j = other.index(roundingDown: other.utf8.index(other.startIndex, offsetBy: same))
    }
    while i < endIndex, j < other.endIndex, self[i] == other[j] {
      i = index(after: i)
      j = other.index(after: j)
    }
    return (i, j)
  }

  /// The indices of the bytes at `offsets`.
  private func bytes(_ offsets: Range<Int>) -> Range<String.Index> {
    let lower = utf8.index(startIndex, offsetBy: offsets.lowerBound)
    return lower..<utf8.index(lower, offsetBy: offsets.count)
  }

  /// The start of the character that holds `index`.
  private func index(roundingDown index: String.Index) -> String.Index {
    guard index > startIndex else { return startIndex }
    guard index < endIndex else { return endIndex }
    return self.index(before: self.index(after: index))
  }
}

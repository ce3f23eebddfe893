import DobbyCore

/// A long text cut to ``ReportIndex/screenTextLimit`` characters around
/// the character at `focus`: the same text as
/// ``DisplayText/elide(_:to:keeping:)`` makes, found by moving indices
/// from the focus and the ends instead of copying the text into an array
/// of characters, so that cutting a 15 MB value costs the few thousand
/// characters it keeps (its caller counts the characters once).
struct ScreenCut {
  /// The text cut.
  let text: String

  /// `whole`, of `count` characters, cut around the character at `focus`,
  /// the `offset`-th.
  ///
  /// - Complexity: O(``ReportIndex/screenTextLimit``).
  init(_ whole: String, count: Int, focus: String.Index, offset: Int) {
    let limit = ReportIndex.screenTextLimit
    let keep = limit - 12
    let head = keep / 2 + keep % 2
    let tail = keep / 2
    guard count > limit else {
      text = whole
      return
    }
    // The focus is one character: `offset..<offset + 1`.
    if offset + 1 <= head || offset >= count - tail {
      // The one cut of ``DisplayText/elide(_:to:)``.
      text =
        String(whole.prefix(head)) + "…(\(count - head - tail) more)…"
        + String(whole.suffix(tail))
      return
    }
    // Two cuts: a short head and tail, and a window around the focus.
    let budget = limit - 24
    let ends = budget / 5
    let window = budget - 2 * ends
    var start = max(ends, offset - max(0, (window - 1) / 3))
    var end = min(count - ends, start + window)
    start = max(ends, end - window)
    if offset + 1 > end { end = min(count - ends, offset + 1) }
    /// The index of the character at `position`, from the nearest of the
    /// focus and the ends.
    func index(_ position: Int) -> String.Index {
      if position <= ends { return whole.index(whole.startIndex, offsetBy: position) }
      if position >= count - ends { return whole.index(whole.endIndex, offsetBy: position - count) }
      return whole.index(focus, offsetBy: position - offset)
    }
    var result = String(whole[..<index(ends)])
    if start > ends { result += "…(\(start - ends) more)…" }
    result += whole[index(max(ends, start))..<index(end)]
    if end < count - ends { result += "…(\(count - ends - end) more)…" }
    text = result + whole[index(count - ends)...]
  }

  /// The indices, in `a` and in `b`, of the first character where they
  /// differ (their ends where one is a prefix of the other).
  ///
  /// Blocks of bytes are compared by the standard library, and only the
  /// block where they first differ is walked character by character.
  ///
  /// - Complexity: O(n) comparisons of bytes, O(block) of characters.
  static func firstDifference(_ a: String, _ b: String) -> (String.Index, String.Index) {
    let block = 1 << 14
    let shorter = min(a.utf8.count, b.utf8.count)
    var same = 0  // bytes known to be the same
    while same < shorter {
      let next = min(shorter, same + block)
      if a[a.bytes(same..<next)] != b[b.bytes(same..<next)] { break }
      same = next
    }
    // From the character that holds the first byte not known to be the same.
    var i = a.index(roundingDown: a.utf8.index(a.startIndex, offsetBy: same))
    var j = b.index(roundingDown: b.utf8.index(b.startIndex, offsetBy: same))
    while i < a.endIndex, j < b.endIndex, a[i] == b[j] {
      i = a.index(after: i)
      j = b.index(after: j)
    }
    return (i, j)
  }
}

extension String {
  /// The indices of the bytes at `offsets`.
  fileprivate func bytes(_ offsets: Range<Int>) -> Range<String.Index> {
    let lower = utf8.index(startIndex, offsetBy: offsets.lowerBound)
    return lower..<utf8.index(lower, offsetBy: offsets.count)
  }

  /// The start of the character that holds `index`.
  fileprivate func index(roundingDown index: String.Index) -> String.Index {
    guard index > startIndex else { return startIndex }
    guard index < endIndex else { return endIndex }
    return self.index(before: self.index(after: index))
  }
}

extension DisplayText {
  /// Returns `text` cut to at most about `limit` characters around the
  /// characters at `focus` (offsets in characters), with the count of what
  /// was cut on each side: `Order(id: "A-1", lines: …(40 more)…currency:
  /// "USD")…(12 more)…)`. When the middle cut of ``elide(_:to:)`` keeps
  /// `focus` whole, it is that cut.
  ///
  /// - Precondition: `limit` is at least 40.
  /// - Complexity: O(n) in the length of `text`, to count its characters;
  ///   ``elide(_:count:to:keeping:at:)`` cuts a text already counted.
  package static func elide(_ text: String, to limit: Int, keeping focus: Range<Int>) -> String {
    precondition(limit >= 40, "elision limit must be at least 40 (was \(limit))")
    // No more characters than bytes: a short text needs no count.
    if text.utf8.count <= limit { return text }
    return elide(text, count: text.count, to: limit, keeping: focus)
  }

  /// Returns `text`, of `count` characters, cut as
  /// ``elide(_:to:keeping:)`` cuts it, by moving indices rather than
  /// copying the text: the ends are walked from the text's ends and the
  /// window around `focus` from `start`, the index of the character at
  /// `focus.lowerBound`, when given (else from the nearer end).
  ///
  /// - Precondition: `limit` is at least 40; `count` is the number of
  ///   characters in `text`, and `start` (when given) the index of the
  ///   character at `focus.lowerBound` (or the end, when that is `count`).
  /// - Complexity: O(`limit` + `focus.count`) with `start`; without it,
  ///   O(d) more for the distance d from the focus to the nearer end.
  package static func elide(
    _ text: String, count: Int, to limit: Int, keeping focus: Range<Int>,
    at start: String.Index? = nil
  ) -> String {
    precondition(limit >= 40, "elision limit must be at least 40 (was \(limit))")
    guard count > limit else { return text }
    let keep = limit - 12
    let head = keep / 2 + keep % 2
    let tail = keep / 2
    if focus.upperBound <= head || focus.lowerBound >= count - tail {
      return elide(text, count: count, to: limit)
    }
    // Two cuts: a short head and tail, and a window around the focus.
    let budget = limit - 24
    let ends = budget / 5
    let window = budget - 2 * ends
    var lower = max(ends, focus.lowerBound - max(0, (window - focus.count) / 3))
    var upper = min(count - ends, lower + window)
    lower = max(ends, upper - window)
    if focus.upperBound > upper { upper = min(count - ends, focus.upperBound) }
    /// The index of the character at `position`, walked from the nearest
    /// of the two ends and the focus.
    func index(_ position: Int) -> String.Index {
      var from = position <= count - position ? (text.startIndex, 0) : (text.endIndex, count)
      if let start, abs(position - focus.lowerBound) < abs(position - from.1) {
        from = (start, focus.lowerBound)
      }
      return text.index(from.0, offsetBy: position - from.1)
    }
    let headEnd = text.index(text.startIndex, offsetBy: ends)
    let tailStart = text.index(text.endIndex, offsetBy: -ends)
    let windowStart = index(lower)
    var result = String(text[..<headEnd])
    if lower > ends { result += "…(\(lower - ends) more)…" }
    result += text[windowStart..<text.index(windowStart, offsetBy: upper - lower)]
    if upper < count - ends { result += "…(\(count - ends - upper) more)…" }
    return result + text[tailStart...]
  }
}

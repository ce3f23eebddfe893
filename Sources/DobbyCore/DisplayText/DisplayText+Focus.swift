extension DisplayText {
  /// Returns `text` cut to at most about `limit` characters around the
  /// characters at `focus` (offsets in characters), with the count of what
  /// was cut on each side: `Order(id: "A-1", lines: …(40 more)…currency:
  /// "USD")…(12 more)…)`. When the middle cut of ``elide(_:to:)`` keeps
  /// `focus` whole, it is that cut.
  ///
  /// - Precondition: `limit` is at least 40.
  /// - Complexity: O(n) in the length of `text`.
  package static func elide(_ text: String, to limit: Int, keeping focus: Range<Int>) -> String {
    precondition(limit >= 40, "elision limit must be at least 40 (was \(limit))")
    let characters = Array(text)
    let count = characters.count
    guard count > limit else { return text }
    let keep = limit - 12
    let head = keep / 2 + keep % 2
    let tail = keep / 2
    if focus.upperBound <= head || focus.lowerBound >= count - tail {
      return elide(text, to: limit)
    }
    // Two cuts: a short head and tail, and a window around the focus.
    let budget = limit - 24
    let ends = budget / 5
    let window = budget - 2 * ends
    var start = max(ends, focus.lowerBound - max(0, (window - focus.count) / 3))
    var end = min(count - ends, start + window)
    start = max(ends, end - window)
    if focus.upperBound > end { end = min(count - ends, focus.upperBound) }
    func part(_ range: Range<Int>) -> String { String(characters[range]) }
    var result = part(0..<ends)
    if start > ends { result += "…(\(start - ends) more)…" }
    result += part(max(ends, start)..<end)
    if end < count - ends { result += "…(\(count - ends - end) more)…" }
    return result + part((count - ends)..<count)
  }
}

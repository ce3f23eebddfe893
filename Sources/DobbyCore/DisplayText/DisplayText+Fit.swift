extension DisplayText {
  /// A value cut to `columns` in the middle, keeping its head and tail:
  /// from 60 columns, as ``DisplayText/elide(_:to:)`` cuts it
  /// (`Order(id: 1, …(12 more)…note: "ok")`), else `Order(…"ok")`.
  package static func fit(_ value: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard DisplayText.width(value) > columns else { return value }
    if columns >= 60 {
      // `elide` counts characters; wide ones take two columns, so narrow
      // the limit until the result fits.
      var limit = columns
      while limit >= 16 {
        let elided = DisplayText.elide(value, to: limit)
        let over = DisplayText.width(elided) - columns
        if over <= 0 { return elided }
        limit -= over
      }
    }
    return cutMiddle(value, to: columns)
  }

  /// A value cut to `columns` as ``fit(_:to:)`` cuts it, unless that
  /// would cut `focus` (the field that differs) out: then the head runs
  /// on past `focus` and what follows it (its value), and the tail is
  /// shorter: `#1 requests(Request(method: "POST", pat…"]))`. Where the
  /// head cannot reach that far, the middle is cut on both sides of the
  /// field and its value: `(Mon…currency: "USD"…"A-1001")`.
  package static func fit(_ value: String, to columns: Int, keeping focus: String?) -> String {
    let plain = fit(value, to: columns)
    guard let focus, !focus.isEmpty, plain != value, let range = value.firstRange(of: focus) else {
      return plain
    }
    // The field and the start of its value, as the plain cut would have to keep them.
    let valueEnd =
      value.index(range.upperBound, offsetBy: focusValueWidth - 2, limitedBy: value.endIndex)
      ?? value.endIndex
    guard !plain.contains(value[range.lowerBound..<valueEnd]) else { return plain }
    let end = DisplayText.width(String(value[..<range.upperBound]))
    let head = min(columns - 1 - minimumTail, end + focusValueWidth)
    // The head keeps the field's value to its end, or its first columns.
    let valueWidth = DisplayText.width(
      String(value[range.upperBound..<endOfValue(in: value, after: range.upperBound)]))
    guard head >= end + min(valueWidth, focusValueWidth) else {
      return cutAround(value, field: range, to: columns) ?? plain
    }
    return String(DisplayText.truncate(value, to: head + 1).dropLast()) + "…"
      + suffix(of: value, columns: columns - 1 - head)
  }

  /// `value` cut to `columns` keeping a short head, the field at `field`
  /// with its value (up to the `,` or `)` that ends it, at most twice
  /// ``focusValueWidth`` columns of it), and as much of the tail as fits;
  /// `nil` when the field and its value do not fit with a head and a tail.
  private static func cutAround(
    _ value: String, field: Range<String.Index>, to columns: Int
  ) -> String? {
    let kept = String(value[field.lowerBound..<endOfValue(in: value, after: field.upperBound)])
    let keptWidth = DisplayText.width(kept)
    let rest = value[field.lowerBound...].dropFirst(kept.count)
    guard !rest.isEmpty else {
      let head = columns - 1 - keptWidth
      guard head >= minimumTail else { return nil }
      return String(DisplayText.truncate(value, to: head + 1).dropLast()) + "…" + kept
    }
    let tail = columns - 2 - minimumTail - keptWidth
    guard tail > 0 else { return nil }
    let restTail = suffix(of: String(rest), columns: tail)
    let gap = restTail.count == rest.count ? "" : "…"
    let head = columns - keptWidth - DisplayText.width(gap + restTail) - 1
    return String(DisplayText.truncate(value, to: head + 1).dropLast()) + "…" + kept + gap
      + restTail
  }

  /// Where the value that starts after a field's name at `start` ends:
  /// at the `,` or `)` (or `]`, `}`) that closes it outside brackets and
  /// quotes, or after twice ``focusValueWidth`` columns, whichever comes
  /// first.
  private static func endOfValue(in text: String, after start: String.Index) -> String.Index {
    var scanner = DescriptionScanner()
    var used = 0
    var index = start
    while index < text.endIndex, used < focusValueWidth * 2 {
      let character = text[index]
      switch scanner.read(character) {
      case .comma where scanner.depth == 0, .closing where scanner.depth < 0:
        return index
      default:
        break
      }
      used += DisplayText.width(character)
      index = text.index(after: index)
    }
    return index
  }

  /// The columns after a kept field name that its value keeps.
  private static let focusValueWidth = 10
  /// The fewest columns of its tail a value cut around a field keeps.
  private static let minimumTail = 4

  /// `text` cut to `columns` in the middle, its head and tail kept: the
  /// head the longer by a column, or with `favouringTail` (for a file
  /// name, whose `:line` is at its end) the tail, two thirds of the room.
  package static func cutMiddle(_ text: String, to columns: Int, favouringTail: Bool = false)
    -> String
  {
    guard DisplayText.width(text) > columns else { return text }
    guard columns > 2 else { return DisplayText.truncate(text, to: columns) }
    let tail = favouringTail ? (columns - 1) * 2 / 3 : (columns - 1) / 2
    let head = columns - 1 - tail
    return String(DisplayText.truncate(text, to: head + 1).dropLast()) + "…"
      + suffix(of: text, columns: tail)
  }

  /// The end of `text` that fits in `columns`.
  package static func suffix(of text: String, columns: Int) -> String {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let width = DisplayText.width(text[previous])
      if used + width > columns { break }
      used += width
      start = previous
    }
    return String(text[start...])
  }
}

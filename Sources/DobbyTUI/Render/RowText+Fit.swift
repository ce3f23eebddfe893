import DobbyCore

extension RowText {
  /// A field path cut to `columns` so that its last component stays:
  /// `.amount.currency` becomes `….currency`, and a last component too
  /// long to keep whole keeps its end (`…rency`).
  static func fit(field: String, to columns: Int) -> String {
    guard columns > 0 else { return "" }
    guard DisplayText.width(field) > columns else { return field }
    let start = field.index(after: field.startIndex)
    let cut = field[start...].lastIndex { $0 == "." || $0 == "[" } ?? field.startIndex
    let last = String(field[cut...])
    if cut != field.startIndex, DisplayText.width(last) + 1 <= columns {
      let head = columns - 1 - DisplayText.width(last)
      return String(DisplayText.truncate(field, to: head + 1).dropLast()) + "…" + last
    }
    return "…" + suffix(of: field, columns: columns - 1)
  }

  /// A value cut to `columns` in the middle, keeping its head and tail:
  /// from 60 columns, as ``DisplayText/elide(_:to:)`` cuts it
  /// (`Order(id: 1, …(12 more)…note: "ok")`), else `Order(…"ok")`.
  static func fit(value: String, to columns: Int) -> String {
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

  /// A value cut to `columns` as ``fit(value:to:)`` cuts it, unless that
  /// would cut `focus` (the field that differs) out: then the head runs
  /// on past `focus` and what follows it (its value), and the tail is
  /// shorter: `#1 requests(Request(method: "POST", pat…"]))`.
  static func fit(value: String, to columns: Int, keeping focus: String?) -> String {
    let plain = fit(value: value, to: columns)
    guard let focus, !focus.isEmpty, plain != value, let range = value.range(of: focus) else {
      return plain
    }
    // The field and the start of its value, as the plain cut would have to keep them.
    let valueEnd =
      value.index(range.upperBound, offsetBy: focusValueWidth - 2, limitedBy: value.endIndex)
      ?? value.endIndex
    guard !plain.contains(value[range.lowerBound..<valueEnd]) else { return plain }
    let end = DisplayText.width(String(value[..<range.upperBound]))
    let head = min(columns - 1 - minimumTail, end + focusValueWidth)
    guard head >= end else { return plain }
    return String(DisplayText.truncate(value, to: head + 1).dropLast()) + "…"
      + suffix(of: value, columns: columns - 1 - head)
  }

  /// The columns after a kept field name that its value keeps.
  private static let focusValueWidth = 10
  /// The fewest columns of its tail a value cut around a field keeps.
  private static let minimumTail = 4

  /// `text` cut to `columns` in the middle, its head and tail kept: the
  /// head the longer by a column, or with `favouringTail` (for a file
  /// name, whose `:line` is at its end) the tail, two thirds of the room.
  static func cutMiddle(_ text: String, to columns: Int, favouringTail: Bool = false) -> String {
    guard DisplayText.width(text) > columns else { return text }
    guard columns > 2 else { return DisplayText.truncate(text, to: columns) }
    let tail = favouringTail ? (columns - 1) * 2 / 3 : (columns - 1) / 2
    let head = columns - 1 - tail
    return String(DisplayText.truncate(text, to: head + 1).dropLast()) + "…"
      + suffix(of: text, columns: tail)
  }

  /// The end of `text` that fits in `columns`.
  static func suffix(of text: String, columns: Int) -> String {
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

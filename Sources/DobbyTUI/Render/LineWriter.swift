import DobbyCore

/// Writes styled pieces of one line left to right, cutting the piece that
/// reaches the limit with `…` and dropping the rest.
struct LineWriter {
  private(set) var column: Int
  let row: Int
  let limit: Int

  init(row: Int, column: Int, limit: Int) {
    self.row = row
    self.column = column
    self.limit = limit
  }

  /// The columns left before the limit.
  var room: Int { max(0, limit - column) }

  /// Writes `text` (already escaped), cut to the room left.
  mutating func write(_ text: String, _ style: Style = .plain, into frame: inout Frame) {
    guard room > 0, !text.isEmpty else { return }
    column += frame.put(
      DisplayText.truncate(text, to: room), row: row, column: column, width: room, style: style)
  }

  /// Moves to `column` (never backwards).
  mutating func skip(to column: Int) {
    self.column = max(self.column, min(column, limit))
  }
}

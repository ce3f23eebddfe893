import DobbyCore

/// A screenful of character cells, drawn by ``render(_:report:size:)`` and
/// copied to the terminal by the executable. Tests read it as ``text``.
package struct Frame: Sendable, Equatable {
  /// The frame's size.
  package let size: Size
  private var cells: [Cell]

  /// A blank frame of `size` (negative sizes count as 0).
  package init(size: Size) {
    self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
    cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
  }

  /// The cell at `row`, `column` (0-based).
  package subscript(row: Int, column: Int) -> Cell {
    precondition(contains(row: row, column: column), "cell (\(row), \(column)) is off \(size)")
    return cells[row * size.columns + column]
  }

  /// The cells of `row`.
  package func row(_ row: Int) -> ArraySlice<Cell> {
    cells[(row * size.columns)..<((row + 1) * size.columns)]
  }

  private func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }

  /// The frame as text: one line per row, wide characters once, trailing
  /// spaces trimmed.
  package var text: String {
    var lines: [String] = []
    lines.reserveCapacity(size.rows)
    for index in 0..<size.rows {
      var line = ""
      for cell in row(index) where !cell.isContinuation { line.append(cell.character) }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Drawing

  /// Writes `text` from `column` on `row`, in at most `width` columns
  /// (the frame's edge if `nil`), and returns the columns used.
  ///
  /// Text is drawn as it is: callers escape recorded text first and cut it
  /// with ``DisplayText/truncate(_:to:)``. Here, a character that does not
  /// fit ends the text, a zero-width one is dropped, and a wide character
  /// takes two cells.
  ///
  /// - Complexity: O(n) in the length of `text`.
  @discardableResult
  package mutating func put(
    _ text: String, row: Int, column: Int, width: Int? = nil, style: Style = .plain
  ) -> Int {
    guard row >= 0, row < size.rows, column >= 0 else { return 0 }
    let end = min(size.columns, column + (width ?? size.columns))
    var x = column
    for character in text {
      let columns = DisplayText.width(character)
      if columns == 0 { continue }
      if x + columns > end { break }
      set(Cell(character, style: style), row: row, column: x)
      if columns == 2 {
        set(Cell(" ", style: style, isContinuation: true), row: row, column: x + 1)
      }
      x += columns
    }
    return x - column
  }

  /// Fills `width` cells from `column` on `row` with `character`.
  package mutating func fill(
    row: Int, column: Int, width: Int, with character: Character = " ", style: Style = .plain
  ) {
    guard row >= 0, row < size.rows else { return }
    for x in max(0, column)..<max(max(0, column), min(size.columns, column + width)) {
      set(Cell(character, style: style), row: row, column: x)
    }
  }

  /// Changes the style of `width` cells from `column` on `row`.
  package mutating func restyle(
    row: Int, column: Int, width: Int, _ change: (inout Style) -> Void
  ) {
    guard row >= 0, row < size.rows else { return }
    for x in max(0, column)..<max(max(0, column), min(size.columns, column + width)) {
      change(&cells[row * size.columns + x].style)
    }
  }

  /// Replaces each cell's character through `map` (for ASCII glyphs).
  mutating func mapCharacters(_ map: (Character) -> Character?) {
    for index in cells.indices where !cells[index].isContinuation {
      if let replacement = map(cells[index].character) { cells[index].character = replacement }
    }
  }

  /// Sets one cell, keeping wide characters whole: overwriting half of
  /// one blanks the other half.
  private mutating func set(_ cell: Cell, row: Int, column: Int) {
    guard contains(row: row, column: column) else { return }
    let index = row * size.columns + column
    if cells[index].isContinuation, column > 0, !cell.isContinuation {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    if !cells[index].isContinuation, column + 1 < size.columns, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}

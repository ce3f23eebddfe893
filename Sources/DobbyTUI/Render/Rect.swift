import DobbyCore

/// A rectangle of cells.
package struct Rect: Sendable, Hashable {
  /// The first row.
  package var top: Int
  /// The first column.
  package var left: Int
  /// The number of rows.
  package var height: Int
  /// The number of columns.
  package var width: Int

  /// A rectangle.
  package init(top: Int, left: Int, height: Int, width: Int) {
    self.top = top
    self.left = left
    self.height = max(0, height)
    self.width = max(0, width)
  }

  /// The row after the last.
  package var bottom: Int { top + height }
  /// The column after the last.
  package var right: Int { left + width }

  /// Whether the cell at `row`, `column` is inside.
  package func contains(row: Int, column: Int) -> Bool {
    row >= top && row < bottom && column >= left && column < right
  }
}

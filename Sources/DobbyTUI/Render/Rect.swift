import DobbyCore

/// A rectangle of cells.
public struct Rect: Sendable, Hashable {
  /// The first row.
  public var top: Int
  /// The first column.
  public var left: Int
  /// The number of rows.
  public var height: Int
  /// The number of columns.
  public var width: Int

  /// A rectangle.
  public init(top: Int, left: Int, height: Int, width: Int) {
    self.top = top
    self.left = left
    self.height = max(0, height)
    self.width = max(0, width)
  }

  /// The row after the last.
  public var bottom: Int { top + height }
  /// The column after the last.
  public var right: Int { left + width }

  /// Whether the cell at `row`, `column` is inside.
  public func contains(row: Int, column: Int) -> Bool {
    row >= top && row < bottom && column >= left && column < right
  }
}

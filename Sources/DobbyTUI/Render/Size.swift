/// A terminal's size in character cells.
package struct Size: Sendable, Hashable {
  /// The number of columns.
  package var columns: Int
  /// The number of rows.
  package var rows: Int

  /// A size of `columns` × `rows` cells.
  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

extension Size: CustomStringConvertible {
  /// `80×24`.
  package var description: String { "\(columns)×\(rows)" }
}

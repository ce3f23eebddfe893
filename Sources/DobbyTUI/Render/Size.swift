/// A terminal's size in character cells.
public struct Size: Sendable, Hashable {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// A size of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

extension Size: CustomStringConvertible {
  /// `80×24`.
  public var description: String { "\(columns)×\(rows)" }
}

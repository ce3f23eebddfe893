/// Which rows the timeline shows.
package enum RowFilter: Sendable, Hashable {
  /// The steps of one recorder (by lane), and the verify row.
  case recorder(Int)
  /// The rows with a mismatch.
  case mismatches
}

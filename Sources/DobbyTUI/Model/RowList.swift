/// The rows the timeline shows under a filter, in order, addressed by
/// position: a view over the index's arrays, never a copy.
struct RowList {
  private enum Storage {
    case all(Int)
    /// Every row, in the order the timeline shows them (with the rows of
    /// other tests' interactions among the steps).
    case ordered(ForeignPlacement)
    case rows([Int], extra: Int?)
  }

  private let storage: Storage
  /// Where a foreign row sits among the steps, for the filtered lists,
  /// which leave foreign rows out.
  private let placement: ForeignPlacement

  init(_ index: ReportIndex, filter: RowFilter?) {
    placement = index.foreign
    switch filter {
    case nil where !index.foreign.isEmpty:
      storage = .ordered(index.foreign)
    case nil:
      storage = .all(index.rowCount)
    case .recorder(let lane):
      let steps = index.stepsByLane.indices.contains(lane) ? index.stepsByLane[lane] : []
      storage = .rows(steps, extra: index.verifyRow)
    case .mismatches:
      storage = .rows(index.mismatchRows, extra: nil)
    }
  }

  /// How many rows are shown.
  var count: Int {
    switch storage {
    case .all(let count): count
    case .ordered(let placement): placement.order.count
    case .rows(let rows, let extra): rows.count + (extra == nil ? 0 : 1)
    }
  }

  var isEmpty: Bool { count == 0 }

  /// The row at `position`.
  func row(at position: Int) -> Int {
    switch storage {
    case .all: position
    case .ordered(let placement): placement.order[position]
    case .rows(let rows, let extra): position < rows.count ? rows[position] : extra ?? -1
    }
  }

  /// The position of the first row at or after `row`, or `nil` when none is.
  ///
  /// - Complexity: O(log n).
  func position(atOrAfter row: Int) -> Int? {
    if case .ordered(let placement) = storage {
      guard row < placement.positions.count else { return nil }
      return row < 0 ? 0 : placement.positions[row]
    }
    if let slot = placement.slot(ofRow: row) {
      return position(atOrAfter: placement.anchors[slot] + 1)
    }
    let position = lowerBound(count) { self.row(at: $0) < row }
    return position < count ? position : nil
  }

  /// The position of the last row at or before `row`, or `nil` when none is.
  func position(atOrBefore row: Int) -> Int? {
    if case .ordered(let placement) = storage {
      guard row >= 0 else { return nil }
      return row < placement.positions.count ? placement.positions[row] : count - 1
    }
    if let slot = placement.slot(ofRow: row) {
      return position(atOrBefore: placement.anchors[slot])
    }
    let position = lowerBound(count) { self.row(at: $0) <= row }
    return position > 0 ? position - 1 : nil
  }

  /// The position of `row`, or `nil` when it is not shown.
  func position(of row: Int) -> Int? {
    guard let position = position(atOrAfter: row), self.row(at: position) == row else {
      return nil
    }
    return position
  }

  /// The position of the row nearest `row`: the one at or after it, else
  /// the one before.
  func nearestPosition(to row: Int) -> Int? {
    position(atOrAfter: row) ?? position(atOrBefore: row)
  }
}

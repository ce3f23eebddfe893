extension WidthTable {
  /// Whether `value` lies in one of `table`'s ranges.
  ///
  /// - Complexity: O(log n) in the number of ranges.
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2
    while low < high {
      let middle = (low + high) / 2
      if table[2 * middle + 1] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < table.count / 2 && table[2 * low] <= value
  }

  /// The columns `value` takes: 0, 1 or 2 (controls below U+007F take 0).
  static func width(of value: UInt32) -> Int {
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if contains(zero, value) { return 0 }
    return contains(wide, value) ? 2 : 1
  }
}

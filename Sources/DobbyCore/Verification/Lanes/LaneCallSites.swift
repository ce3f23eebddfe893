/// The call sites of a lane's interactions, as runs: the interactions from
/// `starts[i]` up to the next start were recorded at `sites[i]`.
struct LaneCallSites: Sendable {
  let starts: [Int]
  let sites: [CallSite]

  /// The call site of the interaction at `index`.
  ///
  /// - Complexity: O(log r) for r runs.
  func callSite(at index: Int) -> CallSite {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= index { low = middle + 1 } else { high = middle }
    }
    return sites[low - 1]
  }
}

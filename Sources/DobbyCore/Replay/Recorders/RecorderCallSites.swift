/// The call sites and caller frames of a lane's interactions, as runs: the
/// interactions from `starts[i]` up to the next start were recorded at
/// `sites[i]` below `frames[i]`.
struct RecorderCallSites: Sendable {
  let starts: [Int]
  let sites: [CallSite]
  /// Empty for a recorder that captures no frames.
  let frames: [CallerFrames]
  /// The test scope each run was recorded in (`0` outside any test);
  /// empty when every run was recorded outside any test.
  let tests: [UInt64]

  init(starts: [Int], sites: [CallSite], frames: [CallerFrames] = [], tests: [UInt64] = []) {
    self.starts = starts
    self.sites = sites
    self.frames = frames
    self.tests = tests
  }

  /// The run of the interaction at `index`.
  ///
  /// - Complexity: O(log r) for r runs.
  func run(at index: Int) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= index { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  /// The call site of the interaction at `index`.
  ///
  /// - Complexity: O(log r) for r runs.
  func callSite(at index: Int) -> CallSite { sites[run(at: index)] }

  /// The call site and the caller frames of the interaction at `index`.
  ///
  /// - Complexity: O(log r) for r runs.
  func place(at index: Int) -> (site: CallSite, frames: CallerFrames) {
    let run = run(at: index)
    return (sites[run], frames.isEmpty ? CallerFrames() : frames[run])
  }
}

extension RecorderCut {
  /// The lane without the interactions another test recorded: those of
  /// test `owner` and those recorded outside any test stay.
  ///
  /// - Parameters:
  ///   - owner: The verifying test's number; `0` keeps every interaction.
  ///   - name: The recorder's name, for the left-out interactions.
  /// - Returns: The lane, and the interactions left out.
  /// - Complexity: O(1) when no run was recorded by another test, else
  ///   O(n) for n interactions.
  func keepingTest(
    _ owner: UInt64, recorder name: String
  ) -> (lane: RecorderCut, foreign: [ForeignInteraction]) {
    let tests = callSites.tests
    guard owner != 0, tests.contains(where: { $0 != 0 && $0 != owner }) else {
      return (self, [])
    }
    var kept = RecorderCut(
      timestamps: [], callSites: RecorderCallSites(starts: [], sites: []), values: [])
    var starts: [Int] = []
    var sites: [CallSite] = []
    var frames: [CallerFrames] = []
    var keptTests: [UInt64] = []
    var foreign: [ForeignInteraction] = []
    for run in callSites.starts.indices {
      let start = callSites.starts[run]
      let end = run + 1 < callSites.starts.count ? callSites.starts[run + 1] : timestamps.count
      guard start < end else { continue }
      let test = tests[run]
      if test != 0 && test != owner {
        let testName = ScopeRecord.name(of: test) ?? "#\(test)"
        for index in start..<end {
          let tree = RecorderCut.tree(at: index, of: values, described: describedValues)
          foreign.append(
            ForeignInteraction(
              recorder: name, index: index, value: tree.summary(limit: 40), test: testName,
              callSite: callSites.sites[run]))
        }
        continue
      }
      starts.append(kept.timestamps.count)
      sites.append(callSites.sites[run])
      if !callSites.frames.isEmpty { frames.append(callSites.frames[run]) }
      keptTests.append(test)
      for index in start..<end {
        if let tree = describedValues[index] { kept.describedValues[kept.timestamps.count] = tree }
        kept.timestamps.append(timestamps[index])
        kept.values.append(values[index])
      }
    }
    kept.callSites = RecorderCallSites(
      starts: starts, sites: sites, frames: frames, tests: keptTests)
    return (kept, foreign)
  }
}

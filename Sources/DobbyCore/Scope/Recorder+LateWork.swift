/// A recorder that lists the interactions one test recorded in it after a
/// tick: a ``Recorder``, which a test's late work registers with its
/// scope.
protocol LateRecording: AnyObject, Sendable {
  /// The interactions the test numbered `test` recorded after the tick
  /// `tick`, in recording order.
  func lateSteps(ofTest test: UInt64, after tick: UInt64) -> [LateInteractions.Step]
}

extension Recorder: LateRecording {
  func lateSteps(ofTest test: UInt64, after tick: UInt64) -> [LateInteractions.Step] {
    let cut = lane(through: .max)
    let sites = cut.callSites
    guard !sites.tests.isEmpty else { return [] }
    let valueType = _typeName(Value.self, qualified: false)
    var steps: [LateInteractions.Step] = []
    var index = cut.timestamps.count
    while index > 0 && cut.timestamps[index - 1] > tick { index -= 1 }
    for index in index..<cut.timestamps.count {
      let run = sites.run(at: index)
      guard sites.tests[run] == test else { continue }
      steps.append(
        LateInteractions.Step(
          timestamp: cut.timestamps[index], recorder: ObjectIdentifier(self), name: name,
          valueType: valueType, index: index,
          value: RecorderCut.tree(at: index, of: cut.values, described: cut.describedValues),
          callSite: sites.sites[run],
          frames: sites.frames.isEmpty ? CallerFrames() : sites.frames[run]
        ))
    }
    return steps
  }
}

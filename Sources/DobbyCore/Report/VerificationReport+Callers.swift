extension VerificationReport {
  /// The report with the ``TimelineEntry/caller`` of each interaction named
  /// by `resolve` from the frames its recorder captured.
  ///
  /// Naming a frame takes the program's debug information, which the core
  /// does not read; `verify()` passes the symbolicator of `import Dobby`.
  /// Each distinct set of frames is resolved once, when the timeline is
  /// first read. A report that was not made by `check()` in this process
  /// (one read from a recording) is returned as it is.
  ///
  /// - Complexity: O(1) now; O(n) hash lookups plus one `resolve` per
  ///   distinct call path when the timeline is first read.
  public func resolvingCallers(
    _ resolve: @escaping @Sendable (CallerFrames) -> Caller?
  ) -> VerificationReport {
    guard let frames = callerFrames.frames else { return self }
    let base = self
    var report = self
    report.callerFrames = .none
    report.timelineList = FirstReadArray {
      var timeline = base.timeline
      var callers: [CallerFrames: Caller?] = [:]
      for step in timeline.indices where timeline[step].caller == nil {
        let captured = frames(step)
        guard !captured.isEmpty else { continue }
        if let known = callers[captured] {
          timeline[step].caller = known
        } else {
          let caller = resolve(captured)
          callers[captured] = caller
          timeline[step].caller = caller
        }
      }
      return timeline
    }
    return report
  }
}

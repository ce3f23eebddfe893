import Dispatch

extension Pattern {
  /// Verifies the pattern as soon as it passes, or at the deadline.
  ///
  /// Checks at once; then waits for any replayed recorder to record (no
  /// polling) and checks again, until the pattern passes or `duration` has
  /// elapsed, when it returns the failing report. Recorders that cannot
  /// notify (a user type that keeps the default
  /// ``InteractionRecording/observeRecords(_:)``) are checked at the start
  /// and at the deadline only.
  ///
  /// - Parameter duration: How long to wait at most.
  /// - Returns: The first passing report, or the report at the deadline.
  public func check(within duration: Duration) async -> VerificationReport {
    let (signals, continuation) = AsyncStream<Void>.makeStream(
      bufferingPolicy: .bufferingNewest(1))
    let observations = observeRecords { continuation.yield() }
    defer { observations.forEach { $0.cancel() } }
    let deadline = ContinuousClock.now.advanced(by: duration)
    let timer = Task {
      try? await Task.sleep(until: deadline, clock: .continuous)
      continuation.finish()
    }
    defer { timer.cancel() }

    let start = LogicalClock.now
    let first = check()
    if first.passed { return first }
    for await _ in signals {
      let report = check()
      if report.passed { return report }
      if ContinuousClock.now >= deadline { break }
    }
    return check().timingOut(after: duration, since: start)
  }
}

extension Pattern {
  /// Verifies the pattern as soon as it passes, or at the deadline,
  /// blocking the calling thread: the synchronous form of
  /// ``check(within:)``, for code that cannot `await`.
  ///
  /// Wakes when a replayed recorder records (no polling).
  ///
  /// - Parameter timeout: How long to wait at most.
  /// - Returns: The first passing report, or the report at the deadline.
  public func check(timeout: Duration) -> VerificationReport {
    let recorded = DispatchSemaphore(value: 0)
    let observations = observeRecords { recorded.signal() }
    defer { observations.forEach { $0.cancel() } }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    let start = LogicalClock.now
    while true {
      let report = check()
      let remaining = ContinuousClock.now.duration(to: deadline)
      if report.passed { return report }
      if remaining <= .zero { return report.timingOut(after: timeout, since: start) }
      let (seconds, attoseconds) = remaining.components
      let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
      if recorded.wait(timeout: .now() + .nanoseconds(max(1, nanoseconds))) == .timedOut {
        return check().timingOut(after: timeout, since: start)
      }
    }
  }
}

extension Pattern {
  /// Calls `onRecord` after each record of a replayed recorder and each
  /// invocation of a stub whose reactions must be used, until the
  /// observations are cancelled (recorders that cannot notify are left out).
  fileprivate func observeRecords(
    _ onRecord: @escaping @Sendable () -> Void
  ) -> [RecordObservation] {
    let (sources, usage) = state.withLock { ($0.lanes, $0.usage) }
    return sources.compactMap { $0.observe(onRecord) } + usage.compactMap { $0.observe(onRecord) }
  }
}

extension VerificationReport {
  /// The report, marked as failed at the deadline of a wait of `duration`
  /// that began at tick `start`; a passing report is returned as it is.
  func timingOut(after duration: Duration, since start: UInt64) -> VerificationReport {
    guard !passed else { return self }
    var report = self
    report.timedOut = Timeout(milliseconds: Timeout.milliseconds(duration), startTick: start)
    return report
  }
}

import Dispatch

extension Pattern {
  /// Verifies the pattern as soon as it passes, or as soon as its verdict
  /// can no longer change, or at the deadline.
  ///
  /// Checks at once; then waits for any replayed recorder to record (no
  /// polling) and checks again. It returns the first passing report; a
  /// failing one as soon as it is final (``VerificationReport/isFinal``:
  /// an interaction no later one can undo), which says `gave up after
  /// 12 ms: #3 payments(2) can no longer be undone`; the failing report at
  /// the deadline, which says `timed out after 500 ms`; or, when the
  /// waiting task is cancelled, a failing report that says `cancelled
  /// after 3 ms`. Recorders that cannot notify (a user type that keeps the
  /// default ``InteractionRecording/observeRecords(_:)``) are checked at
  /// the start and at the deadline only.
  ///
  /// A wait longer than five seconds says once, on standard error, what
  /// it still waits for and how long is left:
  ///
  /// ```text
  /// dobby: still waiting for DOBBY-E004 unfulfilled: E1 payments == 1 expected once, matched 0 times; 595 s left of 600 s
  /// ```
  ///
  /// - Parameter duration: How long to wait at most; any duration (a
  ///   negative one waits not at all, one longer than about 68 years that
  ///   long).
  /// - Returns: The first passing report, or the failing report at the
  ///   moment the wait ended, saying why it ended.
  public func check(within duration: Duration) async -> VerificationReport {
    let wait = duration.asWait
    let (signals, continuation) = AsyncStream<Void>.makeStream(
      bufferingPolicy: .bufferingNewest(1))
    let observations = observeRecords { continuation.yield() }
    defer { observations.forEach { $0.cancel() } }
    let began = ContinuousClock.now
    let deadline = began.advanced(by: wait)
    let timer = Task { [self] in
      let noteAt = began.advanced(by: WaitNote.after)
      if noteAt < deadline, (try? await Task.sleep(until: noteAt, clock: .continuous)) != nil {
        let left = ContinuousClock.now.duration(to: deadline)
        if left > .zero { noteStillWaiting(left: left, of: wait) }
      }
      try? await Task.sleep(until: deadline, clock: .continuous)
      continuation.finish()
    }
    defer { timer.cancel() }

    let start = LogicalClock.now
    var report = check()
    if let settled = report.settled(since: began, start: start) { return settled }
    // The stream ends at the deadline, and as soon as this task is
    // cancelled.
    for await _ in signals {
      report = check()
      if let settled = report.settled(since: began, start: start) { return settled }
      if ContinuousClock.now >= deadline { break }
    }
    report = check()
    if Task.isCancelled && !report.passed && ContinuousClock.now < deadline {
      return report.endingWait(.cancelled, after: began.duration(to: .now), since: start)
    }
    return report.settled(since: began, start: start)
      ?? report.timingOut(after: wait, since: start)
  }

  /// Says, once, what a long wait still waits for.
  fileprivate func noteStillWaiting(left: Duration, of total: Duration) {
    let report = check()
    guard !report.passed else { return }
    WaitNote.sink(WaitNote.text(report, left: left, of: total))
  }
}

extension Pattern {
  /// Verifies the pattern as soon as it passes, or as soon as its verdict
  /// can no longer change, or at the deadline, blocking the calling
  /// thread: the synchronous form of the `async` `check(within:)`, for
  /// code that cannot `await` (Swift picks it where there is no `await`).
  ///
  /// Wakes when a replayed recorder records, and each quarter of a second
  /// to see whether the calling task, if any, was cancelled: a cancelled
  /// wait ends at once, saying `cancelled`. A wait longer than
  /// five seconds says once, on standard error, what it still waits for.
  ///
  /// - Parameter timeout: How long to wait at most; any duration (a negative
  ///   one waits not at all, one longer than about 68 years that long).
  /// - Returns: The first passing report, or the failing report at the
  ///   moment the wait ended, saying why it ended.
  public func check(within timeout: Duration) -> VerificationReport {
    let wait = timeout.asWait
    let recorded = DispatchSemaphore(value: 0)
    let observations = observeRecords { recorded.signal() }
    defer { observations.forEach { $0.cancel() } }
    let began = ContinuousClock.now
    let deadline = began.advanced(by: wait)
    var noteAt: ContinuousClock.Instant? = began.advanced(by: WaitNote.after)
    let start = LogicalClock.now
    var report = check()
    while true {
      if let settled = report.settled(since: began, start: start) { return settled }
      let now = ContinuousClock.now
      if now >= deadline { return report.timingOut(after: wait, since: start) }
      if Task.isCancelled {
        return report.endingWait(.cancelled, after: began.duration(to: now), since: start)
      }
      if let note = noteAt, note <= now {
        noteAt = nil
        noteStillWaiting(left: now.duration(to: deadline), of: wait)
      }
      // Wakes on a record, at the deadline, at the note, and each
      // `cancellationSlice` to see whether the task was cancelled.
      var until = Swift.min(deadline, now.advanced(by: Self.cancellationSlice))
      if let note = noteAt { until = Swift.min(until, note) }
      if recorded.wait(timeout: .now() + Self.dispatchInterval(now.duration(to: until)))
        == .success
      {
        report = check()
      } else if ContinuousClock.now >= deadline {
        report = check()
      }
    }
  }

  /// How long a blocking wait sleeps at most before it looks whether its
  /// task was cancelled.
  private static let cancellationSlice = Duration.milliseconds(250)

  /// `duration` (at most ``cancellationSlice``) as a dispatch interval, at
  /// least a nanosecond.
  private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return .nanoseconds(Int(Swift.max(1, nanoseconds)))
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
    endingWait(.deadline, after: duration, since: start)
  }

  /// The report, marked as failed by a wait that began at tick `start` and
  /// ended as `ending` says after `duration`; a passing report is returned
  /// as it is.
  func endingWait(
    _ ending: Timeout.Ending, after duration: Duration, since start: UInt64
  ) -> VerificationReport {
    guard !passed else { return self }
    var report = self
    report.timedOut = Timeout(
      milliseconds: Timeout.milliseconds(duration), startTick: start, ending: ending)
    return report
  }

  /// The report at which a wait that began at `began` (tick `start`)
  /// stops: as it is when it passed, marked as given up when its verdict
  /// is final; `nil` when the wait goes on.
  func settled(since began: ContinuousClock.Instant, start: UInt64) -> VerificationReport? {
    if passed { return self }
    guard let step = finalStep else { return nil }
    return endingWait(.final(step: step), after: began.duration(to: .now), since: start)
  }
}
